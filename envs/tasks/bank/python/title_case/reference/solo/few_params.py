def cap_word(word):
    return word[:1].upper()+word[1:].lower()

def title_case(text):
    out=[]
    for w in text.split():
        out.append(cap_word(w))
    return ' '.join(out)
