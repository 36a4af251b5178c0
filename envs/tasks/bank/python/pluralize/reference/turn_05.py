IRREGULAR={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    if not isinstance(word,str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower=word.lower()
    if lower in IRREGULAR:
        plural=IRREGULAR[lower]
    elif lower.endswith(('s','x','z','ch','sh')):
        plural=lower+'es'
    elif lower.endswith('y') and len(lower)>1 and lower[-2] not in 'aeiou':
        plural=lower[:-1]+'ies'
    else:
        plural=lower+'s'
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural
