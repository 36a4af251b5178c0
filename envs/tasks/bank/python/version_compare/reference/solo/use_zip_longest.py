import itertools


def compare_versions(a, b):
    pa = [int(x) for x in a.split('.')]
    pb = [int(x) for x in b.split('.')]
    for x, y in itertools.zip_longest(pa, pb, fillvalue=0):
        if x != y:
            return -1 if x < y else 1
    return 0
