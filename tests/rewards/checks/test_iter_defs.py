"""iter_defs finds every def and class, wherever a statement may stand.

It walks statement lists only (a def is a statement, never part of an expression); these
cases put defs in every kind of block that holds statements.
"""

from __future__ import annotations

import ast

from codeloop.rewards.checks.registry import iter_defs

SOURCE = '''
def top():
    if a:
        def in_if(): pass
    else:
        def in_else(): pass
    for x in y:
        def in_for(): pass
    else:
        def in_for_else(): pass
    while z:
        def in_while(): pass
    with open(p) as fh:
        def in_with(): pass
    try:
        def in_try(): pass
    except ValueError:
        class InExcept:
            def method(self): pass
    else:
        def in_try_else(): pass
    finally:
        def in_finally(): pass
    match v:
        case 1:
            async def in_case(): pass
    return lambda: [i for i in range(3)]

class Outer:
    class Inner:
        def deep(self): pass
    x = [lambda: 1]
'''


def test_defs_in_every_statement_block_are_found_with_qualified_names():
    names = [name for name, _ in iter_defs(ast.parse(SOURCE))]
    assert names == [
        "top", "top.in_if", "top.in_else", "top.in_for", "top.in_for_else", "top.in_while",
        "top.in_with", "top.in_try", "top.InExcept", "top.InExcept.method",
        "top.in_try_else", "top.in_finally", "top.in_case",
        "Outer", "Outer.Inner", "Outer.Inner.deep",
    ]


def test_the_walk_agrees_with_a_walk_of_every_node():
    tree = ast.parse(SOURCE)
    every = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef
                                                     | ast.ClassDef)]
    assert {id(n) for _, n in iter_defs(tree)} == {id(n) for n in every}
