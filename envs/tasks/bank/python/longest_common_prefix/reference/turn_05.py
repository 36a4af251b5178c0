def longest_common_prefix(strings):
    strings=list(strings)
    for s in strings:
        if not isinstance(s,str):
            raise TypeError('strings must contain only str')
    prefix=''
    for chars in zip(*strings):
        if len(set(chars))!=1:
            break
        prefix+=chars[0]
    return prefix
