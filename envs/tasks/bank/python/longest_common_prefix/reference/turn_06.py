def longest_common_prefix(strings):
    strings=list(strings)
    if not all(isinstance(s,str) for s in strings):
        raise TypeError('strings must contain only str')
    same=[len(set(chars))==1 for chars in zip(*strings)]
    n=same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
