def parse_time_12h(text):
    clock, period = text.split(' ')
    h, m = clock.split(':')
    return (int(h) % 12 + (12 if period == 'PM' else 0), int(m))
