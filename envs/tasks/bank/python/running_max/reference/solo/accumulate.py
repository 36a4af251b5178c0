import itertools

def running_max(values):
    return list(itertools.accumulate(values, max))
