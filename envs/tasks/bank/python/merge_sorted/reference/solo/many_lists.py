import heapq

def merge_sorted(*lists: list[int]) -> list[int]:
    for values in lists:
        if not isinstance(values, list):
            raise TypeError('all arguments must be lists')
        for x, y in zip(values, values[1:]):
            if x>y:
                raise ValueError('inputs must be sorted')
    return list(heapq.merge(*lists))
