def parse_time_12h(text):
    time,period=text.split(' ')
    h,m=time.split(':')
    h=int(h)
    m=int(m)
    if period=='AM':
        if h==12:
            h=0
    elif period=='PM':
        if h!=12:
            h+=12
    return (h,m)
