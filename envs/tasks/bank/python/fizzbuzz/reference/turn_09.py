DEFAULT_RULES = {3: 'Fizz', 5: 'Buzz'}


def _word(i: int, rules: dict[int, str]) -> str:
    """The words of the divisors of i, or i itself."""
    words = (w * (i % d == 0) for d, w in sorted(rules.items()))
    return ''.join(words) or str(i)


def _check(n: int) -> None:
    """Raises for a bad n."""
    if type(n) is not int:
        raise TypeError('n must be an int')
    if not 0 <= n <= 10000:
        raise ValueError('n must be between 0 and 10000')


def fizzbuzz(n: int, rules: dict[int, str] | None = None) -> list[str]:
    """FizzBuzz words for 1..n, with configurable divisors."""
    _check(n)
    table = DEFAULT_RULES if rules is None else rules
    return [_word(i, table) for i in range(1, n + 1)]
