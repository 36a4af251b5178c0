SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def cap_word(word,position,total,small_words,sep):
    if 0<position<total-1 and word.lower() in small_words:
        return word.lower()
    return sep.join(p[:1].upper()+p[1:].lower() for p in word.split(sep))

def title_case(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    words=text.split()
    return ' '.join(cap_word(w,i,len(words),SMALL,'-') for i,w in enumerate(words))
