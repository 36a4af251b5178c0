import unicodedata

def count_vowels(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    letters=unicodedata.normalize('NFD',text.lower())
    return sum(1 for c in letters if c in 'aeiou')
