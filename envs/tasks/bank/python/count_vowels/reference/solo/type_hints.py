def count_vowels(text: str) -> int:
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
