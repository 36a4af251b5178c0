import string


def caesar_cipher(text, shift):
    k = shift % 26
    low, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(low + up, low[k:] + low[:k] + up[k:] + up[:k]))
