import string


def caesar_cipher(text: str, shift: int, decode: bool = False) -> str:
    """Shifts the ASCII letters of a text along the alphabet.

    Args:
        text: The text to encode or decode.
        shift: How many places to move each letter (may be negative).
        decode: Move the letters backwards, undoing an encoding with `shift`.

    Returns:
        The encoded (or decoded) text.
    """
    if not isinstance(shift, int) or isinstance(shift, bool):
        raise TypeError('shift must be an int')
    k = (-shift if decode else shift) % 26
    low, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(low + up, low[k:] + low[:k] + up[k:] + up[:k])
    return text.translate(table)
