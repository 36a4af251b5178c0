"""Bank task: rendering {name} templates."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/template_render",
    "entry_point": "render",
    "prompt": (
        "Write a Python function `render(template, values)` that fills a template: every "
        "placeholder `{name}` (a name made of letters, digits and underscores) is replaced by "
        "`str(values[name])`, where `values` is a dict. The rest of the template is copied "
        "unchanged."
    ),
    "base_checks": [tests(
        "assert render('Hello {name}!', {'name': 'Ann'}) == 'Hello Ann!'",
        "assert render('{a}+{b}={c}', {'a': 1, 'b': 2, 'c': 3}) == '1+2=3'",
        "assert render('no placeholders', {}) == 'no placeholders'",
        "assert render('{x}{x}', {'x': 'ab'}) == 'abab'",
        "assert render('{n}', {'n': None, 'm': 1}) == 'None'",
    )],
    "instructions": [
        {
            "id": "missing_key",
            "category": "exception_handling",
            "text": "When a placeholder has no entry in `values`, raise "
                    "KeyError(f'missing value for {name!r}') so the caller sees which one.",
            "checks": [tests(
                """
try:
    render('Hi {first} {last}', {'first': 'A'})
except KeyError as e:
    assert e.args[0] == "missing value for 'last'"
else:
    raise AssertionError('no KeyError for a missing value')
""",
            )],
        },
        {
            "id": "escaped_braces",
            "category": "input_output_conditions",
            "text": "Support escaping: '{{' renders as a literal '{' and '}}' as a literal '}' "
                    "(so '{{x}}' renders as '{x}' without looking anything up).",
            "checks": [tests(
                "assert render('{{literal}} {x}', {'x': 1}) == '{literal} 1'",
                "assert render('{{{x}}}', {'x': 'v'}) == '{v}'",
                "assert render('}}{{', {}) == '}{'",
            )],
        },
        {
            "id": "lone_braces",
            "category": "edge_case_handling",
            "text": "Be lenient with stray braces: a placeholder is '{', optional spaces, a "
                    "name, optional spaces, '}' (so '{ name }' works). Any other '{' or '}' "
                    "that is not part of a placeholder or an escape, like the ones in "
                    "'a { b', '{}' or '{a-b}', is copied to the output as is.",
            "checks": [tests(
                "assert render('{ name }', {'name': 'A'}) == 'A'",
                "assert render('a { b', {}) == 'a { b'",
                "assert render('{} and {x', {}) == '{} and {x'",
                "assert render('{a-b} x}y', {}) == '{a-b} x}y'",
            )],
        },
        {
            "id": "single_sub",
            "category": "required_construct",
            "text": "Replace the scanning loop with a single `re.sub` call that uses a "
                    "replacement function (import `re`). No `while` or `for` loops.",
            "checks": [
                {"kind": "imports", "params": {"required": ["re"]}},
                {"kind": "require", "params": {"calls": ["re.sub"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add a module docstring, and a Google-style docstring for `render` "
                    "(Args: for `template` and `values`, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["render"], "module": True,
                                                        "style": "google"}}],
        },
        {
            "id": "line_length",
            "category": "line_length",
            "text": "Keep every line, docstrings included, at most 72 characters long.",
            "checks": [{"kind": "line_length", "params": {"max": 72}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `render(template: str, values: Mapping[str, object]) -> str`, "
                    "with `Mapping` imported from `collections.abc`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["render"], "exact": {
                "render": {"template": "str", "values": "Mapping[str, object]",
                           "return": "str"}}}}],
        },
        {
            "id": "default_value",
            "category": "functionality_extension",
            "text": "Add an optional parameter `default: str | None = None` (annotated, "
                    "documented). When it is not None, a placeholder with no value renders as "
                    "`default` instead of raising.",
            "checks": [
                tests(
                    "assert render('Hi {who}', {}, default='?') == 'Hi ?'",
                    "assert render('{a}{b}', {'a': 1}, default='') == '1'",
                    "assert render('{a}', {'a': 2}, default='?') == '2'",
                ),
                {"kind": "type_hints", "params": {"names": ["render"], "exact": {
                    "render": {"template": "str", "values": "Mapping[str, object]",
                               "default": "str | None", "return": "str"}}}},
                {"kind": "docstring", "params": {"names": ["render"], "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            name=template[i+1:j]
            if name not in values:
                raise KeyError(f'missing value for {name!r}')
            out+=str(values[name])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template.startswith(('{{','}}'),i):
            out+=template[i]
            i+=2
        elif template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            name=template[i+1:j]
            if name not in values:
                raise KeyError(f'missing value for {name!r}')
            out+=str(values[name])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        code(r'''
import re

def render(template, values):
    placeholder=re.compile(r'\{\s*(\w+)\s*\}')
    out=''
    i=0
    while i<len(template):
        m=placeholder.match(template,i)
        if template.startswith(('{{','}}'),i):
            out+=template[i]
            i+=2
        elif m:
            name=m.group(1)
            if name not in values:
                raise KeyError(f'missing value for {name!r}')
            out+=str(values[name])
            i=m.end()
        else:
            out+=template[i]
            i+=1
    return out
'''),
        code(r'''
import re

def render(template, values):
    def replace(m):
        if m.group(1) is None:
            return m.group(0)[0]
        if m.group(1) not in values:
            raise KeyError(f'missing value for {m.group(1)!r}')
        return str(values[m.group(1)])
    return re.sub(r'\{\{|\}\}|\{\s*(\w+)\s*\}',replace,template)
'''),
        code(r'''
"""A tiny template engine for {name} placeholders."""
import re

def render(template, values):
    """Fills the {name} placeholders of a template.

    Args:
        template: The text; '{{' and '}}' stand for literal braces, stray braces are kept.
        values: Maps each placeholder name to its value; values are converted with str().

    Returns:
        The rendered text.

    Raises:
        KeyError: If a placeholder has no value.
    """
    def replace(m):
        if m.group(1) is None:
            return m.group(0)[0]
        if m.group(1) not in values:
            raise KeyError(f'missing value for {m.group(1)!r}')
        return str(values[m.group(1)])
    return re.sub(r'\{\{|\}\}|\{\s*(\w+)\s*\}',replace,template)
'''),
        code(r'''
"""A tiny template engine for {name} placeholders."""
import re

def render(template, values):
    """Fills the {name} placeholders of a template.

    Args:
        template: The text; '{{' and '}}' stand for literal braces,
            stray braces are kept.
        values: Maps each placeholder name to its value; values are
            converted with str().

    Returns:
        The rendered text.

    Raises:
        KeyError: If a placeholder has no value.
    """
    def replace(m):
        if m.group(1) is None:
            return m.group(0)[0]
        if m.group(1) not in values:
            raise KeyError(f'missing value for {m.group(1)!r}')
        return str(values[m.group(1)])
    return re.sub(r'\{\{|\}\}|\{\s*(\w+)\s*\}',replace,template)
'''),
        code(r'''
"""A tiny template engine for {name} placeholders."""
import re
from collections.abc import Mapping

def render(template: str, values: Mapping[str, object]) -> str:
    """Fills the {name} placeholders of a template.

    Args:
        template: The text; '{{' and '}}' stand for literal braces,
            stray braces are kept.
        values: Maps each placeholder name to its value; values are
            converted with str().

    Returns:
        The rendered text.

    Raises:
        KeyError: If a placeholder has no value.
    """
    def replace(m):
        if m.group(1) is None:
            return m.group(0)[0]
        if m.group(1) not in values:
            raise KeyError(f'missing value for {m.group(1)!r}')
        return str(values[m.group(1)])
    return re.sub(r'\{\{|\}\}|\{\s*(\w+)\s*\}',replace,template)
'''),
        code(r'''
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
'''),
    ],
    "solo": {
        "missing_key": code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            try:
                out+=str(values[template[i+1:j]])
            except KeyError:
                raise KeyError(f'missing value for {template[i+1:j]!r}') from None
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        "escaped_braces": code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i:i+2] in ('{{','}}'):
            out+=template[i]
            i+=2
        elif template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        "lone_braces": code(r'''
import re


def render(template, values):
    return re.sub(r'\{\s*(\w+)\s*\}', lambda m: str(values[m.group(1)]), template)
'''),
        "single_sub": code(r'''
import re


def render(template, values):
    return re.sub(r'\{(\w+)\}', lambda m: str(values[m.group(1)]), template)
'''),
        "docstrings": code(r'''
"""Templates."""


def render(template, values):
    """Fills placeholders.

    Args:
        template: Text with {name} placeholders.
        values: name -> value.

    Returns:
        The filled text.
    """
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        "line_length": code(r'''
def render(template, values):
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the name ends at the next '}'
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        "type_hints": code(r'''
from collections.abc import Mapping


def render(template: str, values: Mapping[str, object]) -> str:
    out=''
    i=0
    while i<len(template):
        if template[i]=='{':
            j=template.index('}',i)  # the placeholder name runs up to the next closing brace
            out+=str(values[template[i+1:j]])
            i=j+1
        else:
            out+=template[i]
            i+=1
    return out
'''),
        "default_value": code(r'''
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
'''),
    },
}
