vowels='aeiou'

def pluralize(word):
    if word.endswith(('s','x','z','ch','sh')):
        return word+'es'
    if word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    return word+'s'
