def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    period=t[-2:]
    h,m=t[:-2].split(':')
    h=int(h)%12
    if period=='pm':
        h+=12
    return (h,int(m))
