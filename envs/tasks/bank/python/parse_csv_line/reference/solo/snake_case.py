def parse_csv_line(line):
    fields = []
    current = ''
    in_quotes = False
    i = 0
    while i < len(line):
        char = line[i]
        if in_quotes and char == '"' and line[i + 1:i + 2] == '"':
            current += '"'
            i += 1
        elif char == '"':
            in_quotes = not in_quotes
        elif char == ',' and not in_quotes:
            fields.append(current)
            current = ''
        else:
            current += char
        i += 1
    fields.append(current)
    return fields
