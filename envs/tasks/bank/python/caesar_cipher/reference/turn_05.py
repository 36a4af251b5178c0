import string

def caesar_cipher(text: str, shift: int) -> str:
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    k=shift%26
    low,up=string.ascii_lowercase,string.ascii_uppercase
    table=str.maketrans(low+up,low[k:]+low[:k]+up[k:]+up[:k])
    return text.translate(table)
