from urllib.parse import unquote_plus

def parse_query_string(query):
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[unquote_plus(k)]=unquote_plus(v)
    return result
