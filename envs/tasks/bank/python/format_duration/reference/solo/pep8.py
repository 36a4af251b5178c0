def format_duration(seconds):
    if seconds == 0:
        return '0s'
    d = seconds // 86400
    h = seconds % 86400 // 3600
    m = seconds % 3600 // 60
    s = seconds % 60
    parts = []
    if d:
        parts.append(str(d) + 'd')
    if h:
        parts.append(str(h) + 'h')
    if m:
        parts.append(str(m) + 'm')
    if s:
        parts.append(str(s) + 's')
    return ' '.join(parts)
