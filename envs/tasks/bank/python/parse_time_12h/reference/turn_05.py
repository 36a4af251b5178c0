import re

TIME_RE=re.compile(r'(1[0-2]|0?[1-9]):([0-5][0-9]) ?([ap])\.?m\.?',re.IGNORECASE)
SPECIAL={'noon':(12,0),'midnight':(0,0)}
OFFSET={'a':0,'p':12}

def parse_time_12h(text):
    t=text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m=TIME_RE.fullmatch(t)
    if not m:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1])%12+OFFSET[m[3].lower()],int(m[2]))
