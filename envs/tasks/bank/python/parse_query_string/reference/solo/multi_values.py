from urllib.parse import unquote_plus


def parse_query_string(query: str) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for pair in query.lstrip('?').split('&'):
        if pair:
            k, _, v = pair.partition('=')
            result.setdefault(unquote_plus(k), []).append(unquote_plus(v))
    return result
