MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text):
    bad=[ch for ch in text if ch.upper() not in MORSE_CODE and not ch.isspace()]
    if bad:
        raise ValueError(f'cannot encode {bad[0]!r}')
    words=text.upper().split()
    return ' / '.join(' '.join(MORSE_CODE[ch] for ch in word) for word in words)
