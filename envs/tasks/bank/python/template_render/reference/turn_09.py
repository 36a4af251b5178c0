"""A tiny template engine for {name} placeholders."""
import re
from collections.abc import Mapping

PLACEHOLDER = re.compile(r'\{\{|\}\}|\{\s*(\w+)\s*\}')


def render(template: str, values: Mapping[str, object],
           default: str | None = None) -> str:
    """Fills the {name} placeholders of a template.

    Args:
        template: The text; '{{' and '}}' stand for literal braces,
            stray braces are kept.
        values: Maps each placeholder name to its value; values are
            converted with str().
        default: Rendered for a placeholder with no value; None
            means raise instead.

    Returns:
        The rendered text.

    Raises:
        KeyError: If a placeholder has no value and there is no
            default.
    """
    def replace(m: re.Match[str]) -> str:
        name = m.group(1)
        if name is None:
            return m.group(0)[0]
        if name in values:
            return str(values[name])
        if default is None:
            raise KeyError(f'missing value for {name!r}')
        return default

    return re.sub(PLACEHOLDER, replace, template)
