UNITS=(('d',86400),('h',3600),('m',60),('s',1))

def _whole_seconds(seconds):
    if type(seconds) not in (int, float):  # bools are not numbers here
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)

def format_duration(seconds):
    rest=_whole_seconds(seconds)
    parts=[]
    for name,size in UNITS:
        count,rest=divmod(rest,size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
