vowels='aeiou'

def pluralize(word):
    if word.endswith('s'):
        return word+'es'
    elif word.endswith('x'):
        return word+'es'
    elif word.endswith('z'):
        return word+'es'
    elif word.endswith('ch') or word.endswith('sh'):
        return word+'es'
    elif word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    else:
        return word+'s'
