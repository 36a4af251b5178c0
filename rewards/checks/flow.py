"""What the code really does, for the rules that judge its structure.

Three questions a rule must not answer from the letter of the code alone:

* **Does it run code the tree does not show?** ``exec``/``eval``/``compile`` of source text,
  ``__import__``, ``importlib``, and reaching builtins or namespaces by name
  (``getattr(builtins, ...)``, ``__builtins__``, ``globals()[...]``, ``sys.modules[...]``) all
  run code, or call functions, that no syntax-tree rule can see. For the structural rules
  (``forbid``, ``require``, ``imports``, ``data_structure``, ``raises``) such dynamic code is a
  violation in itself, unless the rule names the feature (``require`` of a call to ``eval``).
* **Is a node live?** A call inside ``if False:``, after a ``return``, or behind
  ``False and ...`` never runs, so it cannot satisfy a rule that requires it.
* **Which functions recurse?** Calls are resolved through aliases (``g = f``,
  ``functools.partial(f)``, ``getattr(self, "f")``), references (``map(f, xs)``), and
  callables passed as values (a parameter called, ``self(...)`` and instances with a
  ``__call__``, lambdas: :class:`_Flow`), and recursion is a cycle in that graph, mutual
  recursion and the Y combinator included.

Every walk here is iterative, so a deep tree cannot raise ``RecursionError`` in this module.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

FuncNode = ast.FunctionDef | ast.AsyncFunctionDef
# What a call can run: a def, or a lambda (bound to a name).
CallableNode = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda

_EXEC_CALLS = {"exec", "eval", "compile", "__import__", "builtins.exec", "builtins.eval",
               "builtins.compile", "builtins.__import__"}
_NAMESPACE_CALLS = {"globals", "locals", "vars"}
_BUILTIN_NAMES = {"builtins", "__builtins__"}
_TERMINAL = (ast.Return, ast.Raise, ast.Continue, ast.Break)


def dotted(node: ast.AST) -> str:
    """``a.b.c`` for a Name/Attribute chain (``""`` when it is not one)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ""
    parts.append(node.id)
    return ".".join(reversed(parts))


def const_getattr(call: ast.Call) -> tuple[ast.AST, str] | None:
    """``(obj, name)`` for ``getattr(obj, "name"[, default])``, else None."""
    if isinstance(call.func, ast.Name) and call.func.id == "getattr" and \
            len(call.args) >= 2 and isinstance(call.args[1], ast.Constant) and \
            isinstance(call.args[1].value, str):
        return call.args[0], call.args[1].value
    return None


def call_name(call: ast.Call) -> str:
    """Dotted name of the called function; ``getattr(xs, "sort")()`` is ``xs.sort``."""
    func = call.func
    if isinstance(func, ast.Call) and (got := const_getattr(func)) is not None:
        base = dotted(got[0])
        return f"{base}.{got[1]}" if base else got[1]
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if isinstance(func, ast.Name):
        parts.append(func.id)
    return ".".join(reversed(parts))


def dynamic_code(tree: ast.AST, allowed: frozenset[str] = frozenset()) -> list[tuple[str, int]]:
    """Every place the code runs code from text or reaches functions by name.

    Args:
        tree: The tree (or subtree) to search.
        allowed: Features the rule itself names, which are not evasions of it (``"eval"``,
            ``"importlib"`` ...).

    Returns:
        ``(what, line)`` pairs in source order, e.g. ``("exec()", 3)``.
    """
    found: list[tuple[str, int]] = []

    def hit(what: str, key: str, node: ast.AST) -> None:
        if key not in allowed:
            found.append((what, getattr(node, "lineno", 0)))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = dotted(node.func)
            if name in _EXEC_CALLS:
                short = name.rsplit(".", 1)[-1]
                hit(f"{short}()", short, node)
            elif name.startswith("importlib."):
                hit(f"{name}()", "importlib", node)
            elif name == "getattr" and node.args and dotted(node.args[0]) in _BUILTIN_NAMES:
                hit("getattr(builtins, ...)", "getattr", node)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""]
            for mod in mods:
                top = mod.split(".", 1)[0]
                if top == "importlib":  # builtins itself is harmless; getattr on it is not
                    hit(f"import {mod}", top, node)
        elif isinstance(node, ast.Name) and node.id == "__builtins__":
            hit("__builtins__", "__builtins__", node)
        elif isinstance(node, ast.Subscript):
            target = node.value
            if isinstance(target, ast.Call) and dotted(target.func) in _NAMESPACE_CALLS:
                hit(f"{dotted(target.func)}()[...]", dotted(target.func), node)
            elif dotted(target) == "sys.modules":
                hit("sys.modules[...]", "sys.modules", node)
    found.sort(key=lambda item: item[1])
    return found


def describe_dynamic(found: list[tuple[str, int]]) -> str:
    """A reason naming the first dynamic-code site."""
    what, line = found[0]
    return (f"runs code the rule cannot see ({what}, line {line}); dynamic code execution "
            "counts as a violation of structural rules")


def _falsy_const(node: ast.AST) -> bool | None:
    """The truth of a constant test (``False``, ``0``, ``not True`` ...), None if not constant."""
    negate = False
    while isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        negate = not negate
        node = node.operand
    if isinstance(node, ast.Constant):
        return (not bool(node.value)) != negate
    return None


def _live_children(node: ast.AST) -> Iterator[ast.AST]:
    """The children of ``node`` that can run, in field order."""
    if isinstance(node, ast.If | ast.IfExp | ast.While):
        falsy = _falsy_const(node.test)
        yield node.test
        if falsy is not True:
            yield from _live_list(node.body) if isinstance(node.body, list) else (node.body,)
        if falsy is not False or isinstance(node, ast.While):
            orelse = node.orelse
            yield from _live_list(orelse) if isinstance(orelse, list) else (orelse,)
        return
    if isinstance(node, ast.BoolOp):
        stop = isinstance(node.op, ast.And)  # `and` stops at a falsy constant, `or` at a truthy
        for value in node.values:
            yield value
            if _falsy_const(value) is stop:
                return
        return
    for _field, value in ast.iter_fields(node):
        if isinstance(value, list):
            if value and isinstance(value[0], ast.stmt):
                yield from _live_list(value)
            else:
                yield from (v for v in value if isinstance(v, ast.AST))
        elif isinstance(value, ast.AST):
            yield value


def _live_list(stmts: list[ast.stmt]) -> Iterator[ast.stmt]:
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, _TERMINAL):
            return


def live_walk(tree: ast.AST) -> Iterator[ast.AST]:
    """Like ``ast.walk``, without the nodes that can never run.

    Skipped: the body of ``if``/``while`` on a false constant, the ``else`` of ``if`` on a true
    constant, statements after ``return``/``raise``/``continue``/``break`` in the same block,
    the operands a constant short-circuits (``False and x``, ``True or x``), and the body of a
    lambda nobody can call (:func:`unused_values`: one whose value is thrown away, or bound
    to a function's local name that nothing reads). Functions that are never called are still
    walked, and so are lambdas bound to module-level names: a rule cannot know how the tests
    call the code.
    """
    unused = unused_values(tree)
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.Lambda) and id(node) in unused:
            continue  # the lambda is built, its body never runs
        stack.extend(reversed(list(_live_children(node))))


# Expressions whose parts are thrown away with them (a tuple of lambdas as a statement).
_PARTS_OF_VALUE = (ast.Tuple, ast.List, ast.Set, ast.Dict, ast.Starred, ast.IfExp, ast.BoolOp)


def _thrown_away(value: ast.AST, out: set[int]) -> None:
    """Adds ``value`` and the parts of it that are values too (container elements ...)."""
    stack = [value]
    while stack:
        node = stack.pop()
        out.add(id(node))
        if isinstance(node, ast.IfExp):
            stack += [node.body, node.orelse]
        elif isinstance(node, ast.Dict):
            stack += [*(k for k in node.keys if k is not None), *node.values]
        elif isinstance(node, _PARTS_OF_VALUE):
            stack.extend(ast.iter_child_nodes(node))


def _own_statements(func: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function's own body, not those of functions or classes inside it."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, FuncNode | ast.Lambda | ast.ClassDef):
            stack.extend(ast.iter_child_nodes(node))


def unused_values(tree: ast.AST) -> set[int]:
    """Ids of the values nobody can use: a lambda nobody can call, a container nobody reads.

    A value is unused when it is an expression statement's value (``{}`` or ``lambda: f()``
    on a line of its own), or part of one (``[{}, lambda: f()]``), or assigned inside a
    function only to local names that nothing reads (nested functions' reads of them count;
    ``global``/``nonlocal`` names and module-level names, which tests may read, are never
    local). The value of a call, ``yield`` or ``await`` is not searched further: what it is
    given is used.
    """
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):
            _thrown_away(node.value, out)
        if not isinstance(node, FuncNode):
            continue
        read = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                and not isinstance(n.ctx, ast.Store)}
        own = list(_own_statements(node))
        shared = {name for n in own if isinstance(n, ast.Global | ast.Nonlocal)
                  for name in n.names}
        for sub in own:
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(sub, ast.Assign):
                targets, value = sub.targets, sub.value
            elif isinstance(sub, ast.AnnAssign):
                targets, value = [sub.target], sub.value
            if value is not None and all(isinstance(t, ast.Name) and t.id not in read | shared
                                         for t in targets):
                _thrown_away(value, out)
    return out


# ------------------------------------------------------------------------------- recursion


def _callables(tree: ast.AST) -> list[tuple[str, CallableNode]]:
    """Every function definition and every lambda, with its name.

    A lambda bound to names appears once per name; one bound to none (an argument, a return
    value, a lambda called where it is written) appears once with the name ``""``.
    """
    out: list[tuple[str, CallableNode]] = []
    named: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, FuncNode):
            out.append((node.name, node))
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.NamedExpr) and \
                isinstance(node.value, ast.Lambda):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [(t.id, node.value) for t in targets if isinstance(t, ast.Name)]
            out += names
            named.update(id(lam) for _, lam in names)
    out += [("", node) for node in ast.walk(tree)
            if isinstance(node, ast.Lambda) and id(node) not in named]
    return out


def _aliases(tree: ast.AST, names: set[str]) -> dict[str, set[str]]:
    """Name -> the function names it may stand for, through ``g = f`` and ``partial(f)``."""
    direct: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign | ast.AnnAssign | ast.NamedExpr) or node.value is None:
            continue
        value = node.value
        if isinstance(value, ast.Call) and dotted(value.func).rsplit(".", 1)[-1] == "partial" \
                and value.args:
            value = value.args[0]
        source = dotted(value).rsplit(".", 1)[-1]
        if not source:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            name = dotted(target).rsplit(".", 1)[-1]
            if name:
                direct.setdefault(name, set()).add(source)
    resolved: dict[str, set[str]] = {}
    for name in direct:
        seen, todo, out = {name}, [name], set()
        while todo:
            for src in direct.get(todo.pop(), ()):
                if src in names:
                    out.add(src)
                if src not in seen:
                    seen.add(src)
                    todo.append(src)
        if out:
            resolved[name] = out
    return resolved


def _own_nodes(node: CallableNode) -> Iterator[ast.AST]:
    """The nodes a call of the function runs.

    Nested functions' and classes' bodies are left out; a nested def's decorators and
    defaults are in (they run when the enclosing function does).
    """
    body = node.body if isinstance(node.body, list) else [node.body]
    stack: list[ast.AST] = [*body]
    if isinstance(node, ast.Lambda):
        stack = [node.body]
    while stack:
        sub = stack.pop()
        yield sub
        if isinstance(sub, FuncNode):
            stack.extend([*sub.decorator_list, *sub.args.defaults,
                          *(d for d in sub.args.kw_defaults if d is not None)])
        elif isinstance(sub, ast.Lambda):
            stack.extend([*sub.args.defaults, *(d for d in sub.args.kw_defaults if d)])
        elif not isinstance(sub, ast.ClassDef):
            stack.extend(ast.iter_child_nodes(sub))


def _locals(node: CallableNode) -> set[str]:
    """Names a function binds itself (parameters, assignment targets): they shadow defs."""
    args = node.args
    names = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs,
                             *(a for a in (args.vararg, args.kwarg) if a is not None))}
    for sub in _own_nodes(node):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
            names.add(sub.id)
    return names


_SELF = {"self", "cls"}


def _referenced(node: CallableNode, classes: set[str], live: set[int] | None) -> Iterator[str]:
    """Names a function calls or passes on.

    ``f(x)``, ``map(f, xs)``, ``self.f(x)``, ``Class.f(x)`` and ``getattr(self, "f")`` all
    name ``f``.
    """
    for sub in _own_nodes(node):
        if live is not None and id(sub) not in live:
            continue
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
            yield sub.id
        elif isinstance(sub, ast.Attribute) and isinstance(sub.ctx, ast.Load) and \
                isinstance(sub.value, ast.Name) and sub.value.id in _SELF | classes:
            yield sub.attr
        elif isinstance(sub, ast.Call):
            got = const_getattr(sub)
            if got is not None and isinstance(got[0], ast.Name) and \
                    got[0].id in _SELF | classes:
                yield got[1]


def recursive_functions(tree: ast.AST, live: set[int] | None = None) -> list[ast.AST]:
    """Functions (and named lambdas) that can call themselves.

    Directly, through an alias, or through other functions (mutual recursion).

    Names are resolved loosely (any function of that name, whatever its scope, unless the
    function binds the name itself), which errs towards seeing recursion, never missing it.

    Args:
        tree: The code.
        live: Ids of the nodes that can run (see :func:`live_walk`); calls elsewhere do not
            count. None: every call counts.
    """
    callables = _callables(tree)
    by_name: dict[str, list[int]] = {}
    for i, (name, _) in enumerate(callables):
        if name:
            by_name.setdefault(name, []).append(i)
    aliases = _aliases(tree, set(by_name))
    classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    edges: list[set[int]] = []
    for _, node in callables:
        own = _locals(node)
        out: set[int] = set()
        for name in set(_referenced(node, classes, live)):
            targets = set(aliases.get(name, ()))
            if name not in own:
                targets.add(name)
            for target in targets:
                out.update(by_name.get(target, ()))
        edges.append(out)
    for i, more in enumerate(_Flow(tree, callables, by_name, classes, live).edges()):
        if i == len(edges):
            edges.append(set())  # the coarse flow's hub
        edges[i] |= more
    cyclic = {i for i in _in_cycles(edges) if i < len(callables)}
    return [callables[i][1] for i in sorted(cyclic, key=lambda i: callables[i][1].lineno)]


_FLOW_PASSES = 64
"""Passes of :class:`_Flow` at most: each pass moves values one more hop along chains of
assignments and calls, and real code settles in a few; a cap keeps hostile code fast."""

_FLOW_WORK = 200_000
"""Work (values held and moved, summed over passes) past which :class:`_Flow` stops following
values one by one and lets every call through a value run any callable: a reply built to
make the exact flow slow is judged in bounded time, and its verdict still errs towards
seeing recursion, never missing it. Counted, not timed, so a verdict never depends on load."""


class _Flow:
    """Calls of functions that the code passes around as values, for :func:`recursive_functions`.

    Name-based edges miss the calls whose callee is a value: a parameter (``def fact(me, n):
    return me(me, n - 1)`` called as ``fact(fact, n)``, the Y combinator), an object whose
    ``__call__`` runs (``self(n - 1)``, ``counter = Counter()`` then ``counter(n)``), or a
    lambda written where it is called or handed on. This follows callables as values, loosely
    and to a fixed point: what each call passes flows into the parameters of every callable it
    may call; a parameter may hold anything that flowed into it; a name bound by assignment
    may hold any value assigned to it anywhere; calling an instance of a class with a
    ``__call__`` (or calling ``self``) may run any ``__call__``; and a callable that has an
    unnamed lambda in its body may run it (as a named function's reference counts as a call).
    Loose resolution errs towards seeing recursion, never missing it.
    """

    def __init__(self, tree: ast.AST, callables: list[tuple[str, CallableNode]],
                 by_name: dict[str, list[int]], classes: set[str], live: set[int] | None):
        self.callables = callables
        self.by_name = by_name
        self.classes = classes
        self.live = live
        self.index = {id(node): i for i, (_, node) in enumerate(callables)}
        self.dunder_call = set(by_name.get("__call__", ()))
        self.params = [_params(node) for _, node in callables]
        # The callable each node belongs to (innermost), for resolving parameters.
        self.owner: dict[int, int] = {}
        self.parent_callable: dict[int, int | None] = {}
        for i, (_, node) in enumerate(callables):
            for sub in _own_nodes(node):
                self.owner[id(sub)] = i
        for i, (_, node) in enumerate(callables):
            self.parent_callable[i] = self.owner.get(id(node))
        # Per callable and parameter: the callables passed in it.
        self.receives: list[dict[str, set[int]]] = [{} for _ in callables]
        self.coarse = False  # set when the flow is too big to follow (see _settle)
        # In coarse mode a value may be any callable: one extra node of the call graph, the
        # hub, stands for "any callable" (it calls them all), so the graph stays small.
        self.hub = len(callables)
        self.everything = {self.hub}
        self.positional = [[a.arg for a in (*node.args.posonlyargs, *node.args.args)]
                           for _, node in callables]
        # Names are scoped: a callable's parameters and local names are its own; a name bound
        # at module level, or a def's name, is everybody's. A lambda is only reached through
        # the names it is bound to, in their scope.
        self.defs: dict[str, set[int]] = {}
        for i, (name, node) in enumerate(callables):
            if isinstance(node, FuncNode):
                self.defs.setdefault(name, set()).add(i)
        self.local_names = [_locals(node) - self.params[i]
                            for i, (_, node) in enumerate(callables)]
        self.values: dict[tuple[int | None, str], set[int]] = {}
        self.calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and self._runs(n)]
        self.assigns: list[tuple[int | None, list[ast.expr], ast.expr]] = []
        for n in ast.walk(tree):
            if isinstance(n, ast.Assign) and self._runs(n):
                self.assigns.append((self.owner.get(id(n)), n.targets, n.value))
            elif isinstance(n, ast.AnnAssign) and n.value is not None and self._runs(n):
                self.assigns.append((self.owner.get(id(n)), [n.target], n.value))

    def _runs(self, node: ast.AST) -> bool:
        return self.live is None or id(node) in self.live

    def _param_owner(self, name: str, node: ast.AST) -> int | None:
        """The nearest callable enclosing ``node`` that takes a parameter ``name``."""
        at = self.owner.get(id(node))
        while at is not None:
            if name in self.params[at]:
                return at
            if name in self.local_names[at]:
                return None
            at = self.parent_callable.get(at)
        return None

    def _name(self, name: str, node: ast.AST) -> set[int]:
        """What a name read at ``node`` may hold: the nearest scope that binds it decides."""
        at = self.owner.get(id(node))
        while at is not None:
            if name in self.params[at]:
                return self.everything if self.coarse else \
                    set(self.receives[at].get(name, ()))
            if name in self.local_names[at]:
                held = self.everything if self.coarse else self.values.get((at, name), set())
                return held | self.defs.get(name, set())
            at = self.parent_callable.get(at)
        held = self.values.get((None, name), set())
        if self.coarse and held:
            held = self.everything
        return held | self.defs.get(name, set())

    def value(self, expr: ast.AST) -> set[int]:
        """The callables ``expr`` may evaluate to."""
        if isinstance(expr, ast.Lambda):
            return {self.index[id(expr)]}
        if isinstance(expr, ast.Name):
            return self._name(expr.id, expr)
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and \
                expr.value.id in _SELF | self.classes:
            return set(self.by_name.get(expr.attr, ()))
        if isinstance(expr, ast.Call) and dotted(expr.func) in self.classes:
            return set(self.dunder_call)  # an instance: calling it runs __call__
        return set()

    def callee(self, call: ast.Call) -> set[int]:
        """The callables a call may run."""
        func = call.func
        if isinstance(func, ast.Name) and func.id in _SELF and \
                self._param_owner(func.id, func) is not None:
            return set(self.dunder_call)  # self(...) runs the object's __call__
        return self.value(func)

    def _settle(self) -> None:
        """Flows values into parameters and assigned names until nothing changes."""
        changed, passes, work = True, 0, 0
        while changed and passes < _FLOW_PASSES:
            changed, passes = False, passes + 1
            for scope, targets, value in self.assigns:
                got = self.value(value)
                work += 1 + len(got) * len(targets)
                for target in targets:
                    if not isinstance(target, ast.Name):
                        continue
                    key = (scope, target.id)
                    if got - self.values.get(key, set()):
                        self.values.setdefault(key, set()).update(got)
                        changed = True
            for call in self.calls:
                passed = [(i, arg, self.value(arg.value if isinstance(arg, ast.Starred)
                                              else arg)) for i, arg in enumerate(call.args)]
                named = [(k.arg, self.value(k.value)) for k in call.keywords]
                moved = sum(len(got) for _, _, got in passed) + sum(len(g) for _, g in named)
                if not moved:
                    continue
                callees = self.callee(call)
                work += 1 + len(callees) * (moved + len(passed) + len(named))
                if work > _FLOW_WORK:
                    # Too much to follow exactly: every value-held callee may be any callable.
                    self.coarse = True
                    return
                method = isinstance(call.func, ast.Attribute)
                for callee in callees:
                    shift = method or callee in self.dunder_call
                    for param, got in self._bind(callee, passed, named, shift):
                        have = self.receives[callee].setdefault(param, set())
                        if got - have:
                            have |= got
                            changed = True

    def _bind(self, target: int, passed: list[tuple[int, ast.expr, set[int]]],
              named: list[tuple[str | None, set[int]]],
              shift: bool) -> Iterator[tuple[str, set[int]]]:
        """The parameters of ``target`` each argument may land in, loosely.

        Positional argument ``i`` is parameter ``i``, or with ``shift`` (a call through an
        attribute or of an object, which may be a bound method) also ``i + 1``; a ``*xs`` or
        ``**kw`` argument, or one past the positional parameters, may be any parameter.
        """
        params = self.positional[target]
        every = sorted(self.params[target])
        for i, arg, got in passed:
            if not got:
                continue
            if isinstance(arg, ast.Starred) or i >= len(params):
                yield from ((p, got) for p in every)
            else:
                yield from ((p, got) for p in params[i:i + 1 + shift])
        for name, got in named:
            if got:
                yield from ([(name, got)] if name in self.params[target]
                            else ((p, got) for p in every))

    def edges(self) -> list[set[int]]:
        """Per callable, the callables its calls through values may run.

        In coarse mode, one more entry: the hub's, which may run every callable.
        """
        self._settle()
        out: list[set[int]] = [set() for _ in self.callables]
        if self.coarse:
            out.append(set(range(len(self.callables))))
        for call in self.calls:
            at = self.owner.get(id(call))
            if at is not None:
                out[at] |= self.callee(call)
        for i, (name, node) in enumerate(self.callables):
            at = self.owner.get(id(node))
            if not name and at is not None and self._runs(node):
                out[at].add(i)
        return out


def _params(node: CallableNode) -> set[str]:
    args = node.args
    return {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs,
                            *(a for a in (args.vararg, args.kwarg) if a is not None))}


def _in_cycles(edges: list[set[int]]) -> set[int]:
    """Nodes on a cycle (Tarjan's strongly connected components, iteratively)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    result: set[int] = set()
    counter = 0
    for root in range(len(edges)):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1 or node in edges[node]:
                    result.update(component)
    return result
