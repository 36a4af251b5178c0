from collections.abc import Iterator

def iter_prime_factors(n: int) -> Iterator[int]:
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            yield divisorVal
            n//=divisorVal
        divisorVal+=1
    if n>1:
        yield n

def prime_factors(n: int) -> list[int]:
    return list(iter_prime_factors(n))
