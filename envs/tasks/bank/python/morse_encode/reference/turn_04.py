MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text):
    words=[]
    for word in text.split():
        letters=[]
        for ch in word:
            if ch.upper() not in MORSE_CODE:
                raise ValueError(f'cannot encode {ch!r}')
            letters.append(MORSE_CODE[ch.upper()])
        words.append(' '.join(letters))
    return ' / '.join(words)
