def parse_query_string(query):
    result={}
    for pair in query.lstrip('?').split('&'):
        if pair:
            k,_,v=pair.partition('=')
            result[k]=v
    return result
