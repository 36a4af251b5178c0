def prime_factors(n):
    factorList = []
    divisorVal = 2
    while divisorVal * divisorVal <= n:
        while n % divisorVal == 0:
            factorList.append(divisorVal)
            n //= divisorVal
        divisorVal += 1
    if n > 1:
        factorList.append(n)
    return factorList
