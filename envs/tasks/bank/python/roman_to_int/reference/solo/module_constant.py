ROMAN_VALUES = {
    'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000,
}


def roman_to_int(s):
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if ROMAN_VALUES[s[i]]<ROMAN_VALUES[s[i+1]]:
                total-=ROMAN_VALUES[s[i]]
            else:
                total+=ROMAN_VALUES[s[i]]
        else:
            total+=ROMAN_VALUES[s[i]]
    return total
