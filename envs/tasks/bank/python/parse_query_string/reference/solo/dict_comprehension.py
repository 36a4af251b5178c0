def parse_query_string(query):
    return {k: v for k, _, v in (pair.partition('=') for pair in query.split('&'))}
