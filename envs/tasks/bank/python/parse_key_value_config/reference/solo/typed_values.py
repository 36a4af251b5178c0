import re


def parse_config(text: str) -> dict[str, str | int | bool]:
    result: dict[str, str | int | bool] = {}
    for line in text.splitlines():
        line = line.strip()
        if line == '' or line.startswith('#'):
            continue
        key, value = (part.strip() for part in line.split('=', 1))
        if re.fullmatch(r'-?[0-9]+', value):
            result[key] = int(value)
        elif value.lower() in ('true', 'false'):
            result[key] = value.lower() == 'true'
        else:
            result[key] = value.strip('"')
    return result
