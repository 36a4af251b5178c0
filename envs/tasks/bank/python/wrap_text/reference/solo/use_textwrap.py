import textwrap


def wrap_text(text, width):
    return textwrap.wrap(' '.join(text.split()), width, break_long_words=False,
                         break_on_hyphens=False)
