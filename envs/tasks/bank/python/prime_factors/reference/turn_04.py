def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n<1:
        raise ValueError('n must be positive')
    factors=[]
    divisor=2
    while divisor*divisor<=n:
        while n%divisor==0:
            factors.append(divisor)
            n//=divisor
        divisor+=1
    if n>1:
        factors.append(n)
    return factors
