def parse_csv_line(line):
    fields=[]
    cur=''
    inQuotes=False
    i=0
    while i<len(line):
        c=line[i]
        if inQuotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    inQuotes=False
            else:
                cur+=c
        elif c=='"':
            inQuotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    fields.append(cur)
    return fields
