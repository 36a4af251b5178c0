import re

TIME_RE=re.compile(r'([0-9]{1,2}):([0-9]{2}) ?([ap])\.?m\.?',re.IGNORECASE)
SPECIAL={'noon':(12,0),'midnight':(0,0)}

def parse_time_12h(text):
    t=text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m=TIME_RE.fullmatch(t)
    if not m or not 1<=int(m[1])<=12 or int(m[2])>59:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1])%12+(12 if m[3].lower()=='p' else 0),int(m[2]))
