import re

def render(template, values):
    def replace(m):
        if m.group(1) is None:
            return m.group(0)[0]
        if m.group(1) not in values:
            raise KeyError(f'missing value for {m.group(1)!r}')
        return str(values[m.group(1)])
    return re.sub(r'\{\{|\}\}|\{\s*(\w+)\s*\}',replace,template)
