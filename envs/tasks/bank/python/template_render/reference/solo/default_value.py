import re
from collections.abc import Mapping


def render(template: str, values: Mapping[str, object],
           default: str | None = None) -> str:
    """Fills placeholders.

    Args:
        template: Text with {name} placeholders.
        values: name -> value.
        default: Used for names without a value.

    Returns:
        The filled text.
    """
    def replace(m):
        name = m.group(1)
        if name not in values and default is not None:
            return default
        return str(values[name])

    return re.sub(r'\{(\w+)\}', replace, template)
