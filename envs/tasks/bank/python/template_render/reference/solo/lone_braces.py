import re


def render(template, values):
    return re.sub(r'\{\s*(\w+)\s*\}', lambda m: str(values[m.group(1)]), template)
