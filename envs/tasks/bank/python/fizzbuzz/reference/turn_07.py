def _word(i: int) -> str:
    """The FizzBuzz word for one number, or the number itself."""
    return ('Fizz' * (i%3==0) + 'Buzz' * (i%5==0)) or str(i)

def _check(n: int) -> None:
    """Raises for a bad n."""
    if type(n) is not int:
        raise TypeError('n must be an int')
    if not 0 <= n <= 10000:
        raise ValueError('n must be between 0 and 10000')

def fizzbuzz(n: int) -> list[str]:
    """FizzBuzz words for 1..n."""
    _check(n)
    return [_word(i) for i in range(1, n+1)]
