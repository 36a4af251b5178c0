IRREGULAR = {'man': 'men', 'woman': 'women', 'child': 'children', 'person': 'people',
             'mouse': 'mice', 'tooth': 'teeth', 'foot': 'feet', 'goose': 'geese'}
UNCHANGED = {'sheep', 'fish', 'deer', 'series', 'species'}


def pluralize(word):
    if word in UNCHANGED:
        return word
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(('s', 'x', 'z', 'ch', 'sh')):
        return word + 'es'
    if word.endswith('y') and len(word) > 1 and word[-2] not in 'aeiou':
        return word[:-1] + 'ies'
    return word + 's'
