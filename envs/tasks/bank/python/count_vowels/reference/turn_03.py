import unicodedata

def count_vowels(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    n=0
    for c in unicodedata.normalize('NFD',text):
        if c in 'aeiouAEIOU':
            n+=1
    return n
