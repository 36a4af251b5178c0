def caesar_cipher(text: str, shift: int, decode: bool = False) -> str:
    """Applies (or undoes) a Caesar cipher.

    Args:
        text: The text.
        shift: Places to move each letter.
        decode: Move backwards instead.

    Returns:
        The new text.
    """
    if decode:
        shift = -shift
    result = ''
    for ch in text:
        if ch.isupper():
            result += chr((ord(ch) - 65 + shift) % 26 + 65)
        elif ch.islower():
            result += chr((ord(ch) - 97 + shift) % 26 + 97)
        else:
            result += ch
    return result
