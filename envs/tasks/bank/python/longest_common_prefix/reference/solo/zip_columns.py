def longest_common_prefix(strings):
    prefix = ''
    for chars in zip(*strings):
        if len(set(chars)) != 1:
            break
        prefix += chars[0]
    return prefix
