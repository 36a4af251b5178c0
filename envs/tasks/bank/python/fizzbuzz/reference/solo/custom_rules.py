def fizzbuzz(n: int, rules: dict[int, str] | None = None) -> list[str]:
    if rules is None:
        rules = {3: 'Fizz', 5: 'Buzz'}
    out=[]
    for i in range(1, n+1):
        word=''
        for d in sorted(rules):
            if i%d==0:
                word+=rules[d]
        out.append(word or str(i))
    return out
