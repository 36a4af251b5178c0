def parse_query_string(query):
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[k]=v
    return result
