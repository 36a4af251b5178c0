irregular={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    if word in irregular:
        return irregular[word]
    if word.endswith(('s','x','z','ch','sh')):
        return word+'es'
    if word.endswith('y') and len(word)>1 and word[-2] not in 'aeiou':
        return word[:-1]+'ies'
    return word+'s'
