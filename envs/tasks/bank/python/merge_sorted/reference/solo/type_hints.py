def merge_sorted(a: list[int], b: list[int]) -> list[int]:
    if not a: return b
    if not b: return a
    return sorted(a+b)
