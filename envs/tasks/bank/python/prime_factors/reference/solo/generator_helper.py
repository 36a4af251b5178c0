def iter_prime_factors(n):
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            yield divisorVal
            n//=divisorVal
        divisorVal+=1
    if n>1:
        yield n

def prime_factors(n):
    return list(iter_prime_factors(n))
