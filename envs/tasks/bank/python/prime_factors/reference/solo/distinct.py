def prime_factors(n: int, distinct: bool = False) -> list[int]:
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            if not distinct or divisorVal not in factorList:
                factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
