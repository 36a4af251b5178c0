irregular={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    w=word.lower()
    if w in irregular:
        plural=irregular[w]
    elif w.endswith(('s','x','z','ch','sh')):
        plural=w+'es'
    elif w.endswith('y') and len(w)>1 and w[-2] not in 'aeiou':
        plural=w[:-1]+'ies'
    else:
        plural=w+'s'
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural
