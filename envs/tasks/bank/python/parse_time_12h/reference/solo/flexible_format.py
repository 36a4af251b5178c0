def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    h,m=t[:-2].split(':')
    h=int(h)%12
    if t.endswith('pm'):
        h+=12
    return (h,int(m))
