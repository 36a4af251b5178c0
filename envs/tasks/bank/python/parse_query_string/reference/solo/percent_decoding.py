from urllib.parse import unquote_plus


def parse_query_string(query):
    result = {}
    for pair in query.split('&'):
        k, _, v = pair.partition('=')
        result[unquote_plus(k)] = unquote_plus(v)
    return result
