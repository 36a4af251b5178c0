from urllib.parse import unquote_plus


def parse_query_string(query: str) -> dict[str, list[str]]:
    """Parses a URL query string.

    Args:
        query: The query, with or without a leading '?'.

    Returns:
        Decoded key -> all its decoded values, in order of appearance.

    Raises:
        TypeError: If query is not a str.
    """
    if not isinstance(query, str):
        raise TypeError('query must be a str')
    parts = [p.partition('=') for p in query.removeprefix('?').split('&') if p]
    pairs = [(unquote_plus(k), unquote_plus(v)) for k, _, v in parts]
    return {key: [v for k, v in pairs if k == key] for key, _ in pairs}
