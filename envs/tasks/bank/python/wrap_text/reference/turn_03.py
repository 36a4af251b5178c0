def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    lines=[]
    for para in text.split('\n\n'):
        if not para.strip():
            continue
        if lines:
            lines.append('')
        cur=''
        for w in para.split():
            if cur=='':
                cur=w
            elif len(cur)+1+len(w)<=width:
                cur+=' '+w
            else:
                lines.append(cur)
                cur=w
        lines.append(cur)
    return lines
