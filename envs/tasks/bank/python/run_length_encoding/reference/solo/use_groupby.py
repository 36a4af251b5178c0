import itertools


def rle_encode(text):
    return ''.join(f'{len(list(g))}{ch}' for ch, g in itertools.groupby(text))
