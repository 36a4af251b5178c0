import re


def render(template, values):
    return re.sub(r'\{(\w+)\}', lambda m: str(values[m.group(1)]), template)
