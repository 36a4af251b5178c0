from collections.abc import Iterator


def iter_prime_factors(n: int) -> Iterator[int]:
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            yield divisor
            n //= divisor
        divisor += 1
    if n > 1:
        yield n


def prime_factors(n: int) -> list[int]:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n < 1:
        raise ValueError('n must be positive')
    return list(iter_prime_factors(n))
