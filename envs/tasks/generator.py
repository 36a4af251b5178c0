"""A seeded, reproducible task generator (in the spirit of MultiCodeIF's ConstraGen).

Base problems (the bundled bank and HumanEval) x constraint templates -> multi-turn tasks (one
instruction per turn) or multi-level chains (each level restates the whole prompt with one more
constraint, as MultiCodeIF's multi-level data does). Every constraint is verified by a static
rule, so generated tasks need no new tests.

Three guarantees:
- Reproducible: the same seed and options give the same tasks, byte for byte (each task draws
  from its own ``random.Random`` seeded from the run seed and the task index; base problems
  and templates are iterated in a fixed order).
- Consistent: no task holds two templates listed in :data:`CONFLICTS` (an explicit table, as
  IFEval keeps one), nor two templates of the same exclusive family.
- Meaningful: a template applies to a base problem only when the base reference does not
  already satisfy it (CodeAlignBench's ``is_applicable``), so every instruction asks for a
  change.

Usage: ``codeloop tasks generate --seed 1 --n 500 --out tasks.jsonl`` or the task source
``generated:seed=1,n=50[,levels=1,turns=3]``.
"""

from __future__ import annotations

import ast
import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from codeloop.envs.tasks.schema import Task, task_from_dict
from codeloop.rewards.checks.static import run_static


@dataclass(frozen=True)
class BaseProblem:
    """A base problem the generator builds on.

    Attributes:
        id: Source task id (``bank/...`` or ``humaneval/...``).
        prompt: The problem statement.
        entry_point: The function to write.
        base_checks: Check objects (JSON form) of the base problem.
        reference: A solution of the base problem.
        source: Where it comes from.
        license: Its license.
    """

    id: str
    prompt: str
    entry_point: str
    base_checks: tuple[dict[str, Any], ...]
    reference: str
    source: str
    license: str

    @property
    def n_params(self) -> int:
        """Parameter count of the entry point in the reference."""
        for node in ast.walk(ast.parse(self.reference)):
            if isinstance(node, ast.FunctionDef) and node.name == self.entry_point:
                a = node.args
                return len(a.posonlyargs) + len(a.args) + len(a.kwonlyargs) + \
                    (a.vararg is not None) + (a.kwarg is not None)
        return 1


Params = Callable[[random.Random, BaseProblem], dict[str, Any]]


@dataclass(frozen=True)
class Template:
    """A constraint template.

    Attributes:
        key: Template id (also the instruction id in generated tasks).
        category: Taxonomy key.
        kind: Static rule that verifies it.
        params: Draws the rule's parameters for a base problem.
        wordings: Instruction texts; ``{entry}`` and the params' keys are substituted.
        family: Templates of one family exclude each other (e.g. two naming styles).
        compatible: Whether the constraint can hold together with the base problem's own
            interface (e.g. camelCase names cannot, when the entry point is snake_case).
    """

    key: str
    category: str
    kind: str
    params: Params
    wordings: tuple[str, ...]
    family: str = ""
    compatible: Callable[[BaseProblem, dict[str, Any]], bool] | None = None


def _fixed(**params: Any) -> Params:
    return lambda rng, base: dict(params)


def _metric(kind: str, base: BaseProblem, params: dict[str, Any]) -> bool:
    passed, _ = run_static(kind, base.reference, ast.parse(base.reference), params)
    return passed


def _naming_ok(base: BaseProblem, params: dict[str, Any]) -> bool:
    """The entry point's name (fixed by the base tests) already follows the style."""
    tree = ast.parse(f"def {base.entry_point}(): pass")
    return run_static("naming", "", tree, {"functions": params["functions"]})[0]


def _complexity(rng: random.Random, base: BaseProblem) -> dict[str, Any]:
    return {"max": rng.choice((2, 3))}


def _length(rng: random.Random, base: BaseProblem) -> dict[str, Any]:
    return {"max_lines": rng.choice((4, 5, 6))}


def _file_length(rng: random.Random, base: BaseProblem) -> dict[str, Any]:
    return {"max_lines": rng.choice((5, 6, 8))}


def _max_params(rng: random.Random, base: BaseProblem) -> dict[str, Any]:
    # The entry point's own signature must stay possible: bound helpers, not the base API.
    return {"max": max(1, base.n_params)}


def _line_length(rng: random.Random, base: BaseProblem) -> dict[str, Any]:
    return {"max": rng.choice((60, 64, 72))}


TEMPLATES: tuple[Template, ...] = (
    Template("naming_camel", "naming_convention", "naming",
             _fixed(functions="camelCase", variables="camelCase"),
             ("Rename things Java-style: camelCase for every function, parameter and variable.",
              "Our style guide wants camelCase names: functions, parameters and local "
              "variables alike (e.g. `wordCount`, not `word_count`).",
              "Please switch all function and variable names to camelCase."), "naming",
             _naming_ok),
    Template("naming_snake", "naming_convention", "naming",
             _fixed(functions="snake_case", variables="snake_case", classes="PascalCase"),
             ("Use snake_case for functions and variables and PascalCase for classes.",
              "Follow PEP 8 naming: snake_case functions and variables, PascalCase classes."),
             "naming", _naming_ok),
    Template("docstring_google", "docstring", "docstring",
             _fixed(style="google", include_private=True),
             ("Add Google-style docstrings to every function (helpers too), with Args: and "
              "Returns: sections.",
              "Document each function with a Google-style docstring: describe every parameter "
              "under Args: and the result under Returns:."), "docstring"),
    Template("docstring_numpy", "docstring", "docstring",
             _fixed(style="numpy", include_private=True),
             ("Add NumPy-style docstrings to every function, with Parameters and Returns "
              "sections underlined with dashes.",), "docstring"),
    Template("docstring_sphinx", "docstring", "docstring",
             _fixed(style="sphinx", include_private=True),
             ("Document every function with Sphinx fields: one `:param name:` per parameter "
              "and a `:returns:` line.",), "docstring"),
    Template("type_hints", "annotation_coverage", "type_hints", _fixed(include_private=True),
             ("Add type hints to every parameter and return value, helpers included.",
              "Annotate all functions fully: parameter types and return types.")),
    Template("pep8", "code_standard", "pep8", _fixed(),
             ("Make the code PEP 8 clean (pycodestyle must report nothing).",
              "Please run it through pycodestyle and fix every warning.")),
    Template("indent_2", "indentation_spacing", "indentation", _fixed(spaces=2),
             ("Indent with two spaces per level, as our legacy code base does.",), "indent"),
    Template("indent_tabs", "indentation_spacing", "indentation", _fixed(tabs=True),
             ("Indent blocks with tabs instead of spaces.",), "indent"),
    Template("line_length", "line_length", "line_length", _line_length,
             ("Keep every line at most {max} characters long.",
              "No line may exceed {max} characters.")),
    Template("complexity", "code_complexity", "complexity", _complexity,
             ("Keep the McCabe cyclomatic complexity of every function at most {max}.",
              "Simplify: no function may have a cyclomatic complexity above {max}.")),
    Template("function_length", "function_length", "function_length", _length,
             ("Keep each function to at most {max_lines} lines of code (blank lines, comments "
              "and docstrings do not count).",
              "Split things up so that no function is longer than {max_lines} code lines.")),
    Template("file_length", "file_length", "file_length", _file_length,
             ("Make the whole solution fit in {max_lines} lines of code.",)),
    Template("max_params", "max_params", "max_params", _max_params,
             ("No function may take more than {max} parameter(s).",)),
    Template("max_nesting", "max_nesting", "max_nesting", _fixed(max=1),
             ("Flatten the control flow: no block may be nested inside another block.",
              "Avoid nested blocks: at most one level of if/for/while inside a function.")),
    Template("no_loops", "no_loops", "forbid", _fixed(constructs=["loop"]),
             ("Do not use any for or while loop; use built-ins, comprehensions or recursion.",
              "Rewrite it without loop statements.")),
    Template("no_recursion", "no_recursion", "forbid", _fixed(constructs=["recursion"]),
             ("Do not use recursion.",), "recursion"),
    Template("use_recursion", "advanced_syntax", "require", _fixed(constructs=["recursion"]),
             ("Solve it recursively: the function (or a helper) must call itself.",),
             "recursion"),
    Template("use_comprehension", "advanced_syntax", "require",
             _fixed(constructs=["comprehension"]),
             ("Use a comprehension (list, set, dict or generator expression) somewhere.",
              "Build the result with a comprehension."), "comprehension"),
    Template("no_comprehension", "forbidden_construct", "forbid",
             _fixed(constructs=["comprehension"]),
             ("Do not use comprehensions or generator expressions; spell loops out.",),
             "comprehension"),
    Template("use_generator", "advanced_syntax", "require", _fixed(constructs=["yield"]),
             ("Move the iteration into a generator function that uses `yield`.",)),
    Template("no_lambda", "forbidden_construct", "forbid", _fixed(constructs=["lambda"]),
             ("Do not use lambda expressions; define named functions instead.",), "lambda"),
    Template("use_fstring", "advanced_syntax", "require", _fixed(constructs=["f_string"]),
             ("Format any text you build with f-strings.",), "fstring"),
    Template("no_fstring", "forbidden_construct", "forbid", _fixed(constructs=["f_string"]),
             ("Do not use f-strings (use str.format or concatenation).",), "fstring"),
    Template("no_print", "function_call", "forbid", _fixed(calls=["print"]),
             ("Do not print anything; return values only.",)),
    Template("single_function", "definition_count", "counts", _fixed(max_functions=1),
             ("Keep everything in the single function `{entry}`: no helpers, no classes.",),
             "count"),
    Template("use_helper", "structure", "counts", _fixed(min_functions=2),
             ("Factor part of the work out of `{entry}` into at least one helper function.",),
             "count"),
    Template("no_imports", "library", "imports", _fixed(allowed=[]),
             ("Do not import anything, not even from the standard library.",), "imports"),
    Template("python38", "language_version", "python_version", _fixed(max="3.8"),
             ("It must run on Python 3.8: no syntax or library feature newer than that.",),
             "version"),
    Template("use_match", "advanced_syntax", "require", _fixed(constructs=["match"]),
             ("Use a `match` statement for the case analysis.",), "version"),
    Template("comments", "comment_formatting", "comments",
             _fixed(min_comments=2, space_after_hash=True),
             ("Explain the steps with at least two `# ` comments.",), "comments"),
    Template("no_inline_comments", "comment_formatting", "comments",
             _fixed(min_comments=1, forbid_inline=True),
             ("Add at least one comment, and put comments on their own lines, never after "
              "code.",), "comments"),
    Template("raise_typeerror", "exception_handling", "raises", _fixed(exceptions=["TypeError"]),
             ("Check the argument types and raise TypeError on a wrong type.",)),
    Template("no_broad_except", "exception_handling", "raises",
             _fixed(forbid_broad_except=True, require_handler=True),
             ("Handle the error cases with try/except, but only catch specific exception types "
              "(no bare except, no `except Exception`).",)),
)
"""Every template, in a fixed order."""

CONFLICTS: frozenset[frozenset[str]] = frozenset(frozenset(p) for p in (
    # Contradictions: no code satisfies both.
    ("indent_2", "pep8"),  # pycodestyle E111: indentation must be a multiple of four
    ("indent_tabs", "pep8"),  # pycodestyle W191: indentation contains tabs
    ("python38", "use_match"),  # `match` is Python 3.10 syntax
    ("use_generator", "single_function"),  # the generator must be a second function, since
    # turning the entry point itself into a generator changes what it returns
    ("no_fstring", "use_fstring"),
    # Practically unsatisfiable for most problems: iteration is left with recursion only, or
    # all the logic must fit in one short function.
    ("no_loops", "no_comprehension"),
    ("function_length", "single_function"),
    ("file_length", "single_function"),
))
"""Template pairs that must never be active together, beyond same-family exclusion."""

_BY_KEY = {t.key: t for t in TEMPLATES}


def conflicting(a: str, b: str) -> bool:
    """True when templates ``a`` and ``b`` may not appear in one task."""
    ta, tb = _BY_KEY[a], _BY_KEY[b]
    if a == b or (ta.family and ta.family == tb.family):
        return True
    return frozenset((a, b)) in CONFLICTS


# --------------------------------------------------------------------------- base problems


@cache
def _bank_problems() -> tuple[BaseProblem, ...]:
    from codeloop.envs.tasks.sources import load_tasks

    out = []
    for t in load_tasks("bank"):
        # The constraint templates are Python rules; the bank's translations are not bases.
        if t.references and t.language == "python":
            out.append(BaseProblem(t.id, t.prompt, t.entry_point,
                                   tuple(c.to_dict() for c in t.base_checks), t.references[0],
                                   t.source, t.license))
    return tuple(sorted(out, key=lambda b: b.id))


@cache
def _humaneval_problems() -> tuple[BaseProblem, ...]:
    from codeloop.envs.tasks.loaders.humaneval import humaneval_task_object, read_problems

    out = []
    for raw in read_problems():
        obj = humaneval_task_object(raw)
        out.append(BaseProblem(obj["id"], obj["prompt"], obj["entry_point"],
                               tuple(obj["base_checks"]), obj["references"][0], obj["source"],
                               obj["license"]))
    return tuple(out)


def base_problems(sources: Sequence[str] = ("bank", "humaneval")) -> list[BaseProblem]:
    """The base problems of the given sources, in a fixed order.

    Raises:
        ValueError: For an unknown source name.
    """
    out: list[BaseProblem] = []
    for name in sources:
        if name == "bank":
            out += _bank_problems()
        elif name == "humaneval":
            out += _humaneval_problems()
        else:
            raise ValueError(f"unknown base source {name!r} (known: bank, humaneval)")
    return out


# --------------------------------------------------------------------------- generation


def applicable(template: Template, base: BaseProblem, params: dict[str, Any]) -> bool:
    """True when the base reference does not already satisfy the constraint."""
    try:
        return not _metric(template.kind, base, params)
    except SyntaxError:
        return False


def _word(template: Template, rng: random.Random, base: BaseProblem,
          params: dict[str, Any]) -> str:
    text = rng.choice(template.wordings)
    return text.format(entry=base.entry_point, **{k: v for k, v in params.items()
                                                 if isinstance(v, int | str)})


def generate_task(seed: int, index: int, bases: Sequence[BaseProblem], *, turns: int = 3,
                  levels: bool = False) -> dict[str, Any]:
    """One generated task object (JSON form).

    Args:
        seed: Run seed.
        index: Task index within the run.
        bases: Base problems to draw from.
        turns: Constraints per task (instructions after the base turn).
        levels: Multi-level chain: each instruction restates the whole prompt plus every
            constraint so far, instead of giving only the new constraint.
    """
    rng = random.Random(f"codeloop-generator:{seed}:{index}")
    base = bases[rng.randrange(len(bases))]
    order = list(TEMPLATES)
    rng.shuffle(order)
    chosen: list[tuple[Template, dict[str, Any]]] = []
    for template in order:
        if len(chosen) == turns:
            break
        if any(conflicting(template.key, c.key) for c, _ in chosen):
            continue
        params = template.params(rng, base)
        if template.compatible is not None and not template.compatible(base, params):
            continue
        if applicable(template, base, params):
            chosen.append((template, params))
    instructions = []
    said: list[str] = []
    for template, params in chosen:
        text = _word(template, rng, base, params)
        said.append(text)
        if levels:
            text = base.prompt + "\n\nConstraints:\n" + "\n".join(f"- {s}" for s in said)
        instructions.append({
            "id": template.key, "category": template.category, "text": text,
            "checks": [{"kind": template.kind, "params": params}],
        })
    short = base.id.replace("/", "-")
    return {
        "id": f"generated/s{seed}-{index:05d}-{short}",
        "language": "python",
        "entry_point": base.entry_point,
        "prompt": base.prompt,
        "base_checks": [dict(c) for c in base.base_checks],
        "instructions": instructions,
        "source": "codeloop-generator",
        "license": base.license,
        "metadata": {"seed": seed, "index": index, "base": base.id,
                     "mode": "multi-level" if levels else "multi-turn",
                     "templates": [t.key for t, _ in chosen],
                     "base_reference": base.reference},
    }


def generate(seed: int, n: int, *, sources: Sequence[str] = ("bank", "humaneval"),
             turns: int = 3, levels: bool = False) -> list[dict[str, Any]]:
    """``n`` task objects for a seed (see :func:`generate_task`).

    Raises:
        ValueError: When no base problem is available.
    """
    bases = base_problems(sources)
    if not bases:
        raise ValueError(f"no base problems in {list(sources)}")
    return [generate_task(seed, i, bases, turns=turns, levels=levels) for i in range(n)]


def task_conflicts(obj: dict[str, Any]) -> list[tuple[str, str]]:
    """Pairs of a generated task's templates that conflict (empty for a sound task)."""
    keys = [t for t in obj.get("metadata", {}).get("templates", []) if t in _BY_KEY]
    return [(a, b) for i, a in enumerate(keys) for b in keys[i + 1:] if conflicting(a, b)]


def render_jsonl(objects: Iterable[dict[str, Any]]) -> str:
    """The JSONL text of task objects (stable key order, so equal tasks give equal bytes)."""
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objects)


def load_generated(arg: str) -> list[Task]:
    """Task source ``generated:seed=1,n=50[,turns=3,levels=1,sources=bank+humaneval]``.

    Raises:
        ValueError: For an unknown or malformed option.
    """
    opts: dict[str, str] = {}
    for part in filter(None, arg.split(",")):
        key, sep, value = part.partition("=")
        if not sep or key not in ("seed", "n", "turns", "levels", "sources"):
            raise ValueError(f"generated: bad option {part!r} (seed=, n=, turns=, levels=, "
                             "sources=)")
        opts[key] = value
    objects = generate(int(opts.get("seed", 0)), int(opts.get("n", 20)),
                       sources=tuple(opts.get("sources", "bank+humaneval").split("+")),
                       turns=int(opts.get("turns", 3)), levels=opts.get("levels") == "1")
    return [task_from_dict(o, path="generated", line=i) for i, o in enumerate(objects, 1)]
