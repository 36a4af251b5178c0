def count_vowels(text):
    n = 0
    for c in text:
        if c in 'aeiouAEIOU':
            n += 1
    return n
