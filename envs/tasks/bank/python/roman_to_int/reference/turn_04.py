import re

def roman_to_int(s):
    t=s.strip().upper()
    if t=='':
        raise ValueError('empty numeral')
    if not re.fullmatch('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})',t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(t)):
        if i+1<len(t):
            if vals[t[i]]<vals[t[i+1]]:
                total-=vals[t[i]]
            else:
                total+=vals[t[i]]
        else:
            total+=vals[t[i]]
    return total
