from urllib.parse import unquote_plus

def parse_query_string(query):
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    pairs=[p.partition('=') for p in query.removeprefix('?').split('&') if p]
    return {unquote_plus(k):unquote_plus(v) for k,_,v in pairs}
