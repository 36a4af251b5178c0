DEFAULT_RULES = {3: 'Fizz', 5: 'Buzz'}


def _word(i: int, rules: dict[int, str]) -> str:
    """The words of the divisors of i, or i itself."""
    words = [w for d, w in sorted(rules.items()) if i % d == 0]
    return ''.join(words) or str(i)


def fizzbuzz(n: int, rules: dict[int, str] | None = None) -> list[str]:
    """FizzBuzz words for 1..n, with configurable divisors."""
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n < 0 or n > 10000:
        raise ValueError('n must be between 0 and 10000')
    table = DEFAULT_RULES if rules is None else rules
    return [_word(i, table) for i in range(1, n + 1)]
