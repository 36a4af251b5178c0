def format_duration(seconds: int | float, max_units: int | None = None) -> str:
    if max_units is not None and max_units < 1:
        raise ValueError('max_units must be at least 1')
    parts = []
    for name, size in (('d', 86400), ('h', 3600), ('m', 60), ('s', 1)):
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts[:max_units]) or '0s'
