def longest_common_prefix(strings):
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
