def wrap_paragraph(words, width):
    lines = []
    for w in words:
        if lines and len(lines[-1]) + 1 + len(w) <= width:
            lines[-1] += ' ' + w
        else:
            lines.append(w)
    return lines


def wrap_text(text, width):
    blocks = [wrap_paragraph(p.split(), width) for p in text.split('\n\n') if p.split()]
    out = []
    for i, block in enumerate(blocks):
        out += ([''] if i else []) + block
    return out
