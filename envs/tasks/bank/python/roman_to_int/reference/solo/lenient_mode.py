import re


def roman_to_int(s: str, strict: bool = True) -> int:
    t = s.strip().upper()
    canonical = 'M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})'
    if not re.fullmatch(canonical if strict else '[IVXLCDM]+', t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    vals = {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
    nums = [vals[c] for c in t]
    return sum(-v if v < n else v for v, n in zip(nums, nums[1:] + [0]))
