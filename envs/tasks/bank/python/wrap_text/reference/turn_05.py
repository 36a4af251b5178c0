import textwrap

def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras=[' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped=[textwrap.wrap(p,width,break_long_words=False,break_on_hyphens=False) for p in paras]
    return [line for i,block in enumerate(wrapped) for line in ([''] if i else [])+block]
