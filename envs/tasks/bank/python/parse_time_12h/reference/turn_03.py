def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    if not t.endswith(('am','pm')) or ':' not in t:
        raise ValueError(f'invalid time: {text!r}')
    period=t[-2:]
    h,m=t[:-2].split(':',1)
    if not (h.isdecimal() and m.isdecimal() and len(h)<=2 and len(m)==2):
        raise ValueError(f'invalid time: {text!r}')
    h=int(h)
    m=int(m)
    if h<1 or h>12 or m>59:
        raise ValueError(f'invalid time: {text!r}')
    h=h%12
    if period=='pm':
        h+=12
    return (h,m)
