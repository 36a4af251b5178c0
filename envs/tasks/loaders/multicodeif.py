"""MultiCodeIF tasks (Duan et al., 2025), single-level and multi-level, from the published files.

Single level: a JSON array of ``{id, category, constraint, prompt, answer}``, one file per
constraint type (``dataset/instructions/single_level/syntax_library.json`` ...); the constraint
is stated in the prompt and ``answer`` is a ``;``-separated spec whose first field is the
language (any case: ``python;...`` or ``Python;...``).

Multi level: a JSON array of ``{id, category, level, prompt, answer}``; a record with level 0
starts a chain and level k rewrites the prompt to add one constraint, whose answer must hold
together with those of levels 0..k-1. A chain becomes one codeloop task: level 0 is the base
problem, level k the k-th instruction.

Rule-checkable specs map onto codeloop's static checks (:func:`spec_to_checks`). The types
MultiCodeIF itself judges with an LLM (algorithm type and complexities, situation, example,
code_contextual, non_functional_requirements, framework, declaration_style, input and output
ranges), and specs no rule decides, become ``judge`` checks with the reference ``answer`` given
to the judge; they load with ``?subset=all``. Every record not loaded is reported with its
reason (:class:`codeloop.envs.tasks.sources.SkippedItem`): other languages ("language not
supported yet"), LLM-judged items under ``subset=rules``, types that do not apply to Python.

Records in another language codeloop has (a language plugin: Java, JavaScript, TypeScript,
C++, Go, Rust, Ruby ...; each plugin's name, title and fence tags name it in the answer, its
``prompt_names`` in the prompt) of the data-structure types (type, operation, size) load as
tasks in their language, checked by the tree-sitter rule
``lang_data_structure`` (sizes only where the stated size is a limit, see
:func:`_lang_data_structure_checks`; the judge otherwise); their other types are not loaded yet.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.languages.plugin import LANGUAGE_PLUGINS, language_names
from codeloop.envs.tasks.loaders import check_options, split_options
from codeloop.envs.tasks.schema import TaskFormatError, task_from_dict
from codeloop.envs.tasks.sources import SkippedItem, TaskList
from codeloop.rewards.benchmarks import REPAIR_ROUNDS, multicodeif_task_id, multicodeif_type_of
from codeloop.rewards.checks.lang.sizes import BOUNDED
from codeloop.rewards.checks.static import DATA_STRUCTURES
from codeloop.rewards.taxonomy import NOT_APPLICABLE_TO_PYTHON, lookup

SOURCE = "multicodeif"
NOT_PYTHON = "language not supported yet"
JUDGED_UNDER_RULES = ("LLM-judged constraint: load with ?subset=all (and judge with --judge "
                      "MODEL)")

LLM_JUDGED = frozenset({
    "algorithm_type", "time_complexity", "space_complexity", "situation", "example",
    "code_contextual", "non_functional_requirements", "framework", "declaration_style",
    "input_range", "output_range"})
"""The types MultiCodeIF's own harness sends to an LLM judge (by short type name)."""

_STYLES = {"snakecase": "snake_case", "pascalcase": "PascalCase", "camelcase": "camelCase",
           "uppercase": "UPPER_CASE", "uppersnakecase": "UPPER_CASE",
           "screamingsnakecase": "UPPER_CASE", "constantcase": "UPPER_CASE"}
_NAME_KINDS = {"class": "classes", "function": "functions", "method": "functions",
               "variable": "variables", "parameter": "variables", "constant": "constants"}
_MODULES = {"scikit-learn": "sklearn", "sklearn": "sklearn", "beautifulsoup": "bs4",
            "beautifulsoup4": "bs4", "bs4": "bs4", "pillow": "PIL", "pyyaml": "yaml",
            "opencv": "cv2", "opencv-python": "cv2", "python-dateutil": "dateutil"}
_SYNTAX = (  # (wording, construct): most specific first, so "dict comprehension" wins
    ("dictionary comprehension", "dict_comprehension"), ("dict comprehension",
                                                         "dict_comprehension"),
    ("set comprehension", "set_comprehension"), ("list comprehension", "list_comprehension"),
    ("generator expression", "generator_expression"), ("generator", "yield"),
    ("yield", "yield"), ("comprehension", "comprehension"), ("decorator", "decorator"),
    ("lambda", "lambda"), ("context manager", "with"), ("with statement", "with"),
    ("f string", "f_string"), ("fstring", "f_string"), ("formatted string", "f_string"),
    ("walrus", "walrus"), ("assignment expression", "walrus"), ("pattern matching", "match"),
    ("match", "match"), ("async", "async"), ("await", "async"), ("coroutine", "async"),
    ("type hint", "type_annotation"), ("annotation", "type_annotation"))
_KINDS = {k.lower(): k for k in DATA_STRUCTURES} | {"hashmap": "dict", "dictionary": "dict",
                                                     "array": "list", "heap": "heapq",
                                                     "priority queue": "heapq"}
#: Languages a record may be written in that codeloop has no tasks in (lower case -> as named);
#: a registered language plugin of that name is not foreign (:func:`_languages`).
_FOREIGN = {"c": "C", "c#": "C#", "csharp": "C#", "haskell": "Haskell", "prolog": "Prolog",
            "lua": "Lua", "julia": "Julia", "coffeescript": "CoffeeScript", "kotlin": "Kotlin",
            "swift": "Swift", "ruby": "Ruby", "php": "PHP", "scala": "Scala", "perl": "Perl",
            "r": "R", "dart": "Dart", "elixir": "Elixir", "bash": "Bash", "sql": "SQL"}
#: How prompts name a language ("Create a C++ program", "in Go", "a Python3 function"): the
#: first language named in the prompt is the record's. "Go" and "C" are also English and
#: letters, so they count only as a language's name in front of a program word (``{code}`` in
#: a plugin's ``prompt_names``) or after "in"/"using".
_CODE_WORDS = (r"(?:program|function|method|code|module|application|app|library|script|"
               r"solution|implementation|snippet|class|service|tool|utility|routine|package|"
               r"struct|CLI|server|microservice|system|api|backend|component)")
_PYTHON_NAMES = r"\bPython\s*3?\b|\bPython3\b"
_C_NAMES = (r"\bC(?=\s+" + _CODE_WORDS + r"\b)|(?<=\bin\s)C\b(?![+#])|(?<=\busing\s)C\b(?![+#])")


@dataclass(frozen=True)
class _Languages:
    """The languages records can load in, from the language registry.

    Attributes:
        by_field: MultiCodeIF's language field (lower case) -> codeloop's language name: each
            plugin's name, title and fence tags (``c++``, ``golang``, ``rb``), and Python.
        foreign: :data:`_FOREIGN` less the registered languages.
        prompt: Finds the first language a prompt names: group ``l<k>`` is the k-th of
            ``names`` (``python`` and each plugin), ``foreign`` one codeloop has no tasks in.
        names: The codeloop language of each ``l<k>`` group.
    """

    by_field: dict[str, str]
    foreign: dict[str, str]
    prompt: re.Pattern[str]
    names: tuple[str, ...]


@cache
def _languages_of(plugins: tuple[str, ...]) -> _Languages:
    by_field = {"python": "python"}
    alternatives = [_PYTHON_NAMES]
    for name in plugins:
        plugin = LANGUAGE_PLUGINS[name]
        for field_name in (name, plugin.title.lower(), *sorted(plugin.fence_tags)):
            by_field.setdefault(field_name, name)
        alternatives.append("|".join(p.replace("{code}", _CODE_WORDS)
                                     for p in plugin.prompt_names))
    foreign = {k: v for k, v in _FOREIGN.items() if k not in by_field}
    names = "|".join(re.escape(v) for v in sorted(set(foreign.values()))
                     if v.isalpha() and len(v) > 1 and v not in ("Bash", "SQL"))
    groups = [f"(?P<l{k}>{alt})" for k, alt in enumerate(alternatives)]
    prompt = re.compile("|".join(groups) + r"|(?P<csharp>\bC#)|(?P<c>" + _C_NAMES + ")|"
                        rf"(?P<foreign>\b(?:{names})\b)")
    return _Languages(by_field, foreign, prompt, ("python", *plugins))


def _languages() -> _Languages:
    """The record languages of the languages registered now (see :class:`_Languages`)."""
    return _languages_of(tuple(language_names()))


#: The types whose specs map in every language codeloop has rules for (the rest: Python only).
_DATA_STRUCTURE_TYPES = frozenset({"data_structure", "type", "operation", "size"})
_BUILTIN_TYPES = frozenset({"str", "list", "dict", "set", "tuple", "bytes", "int", "float",
                            "frozenset", "bytearray"})
# pycodestyle's spacing codes (E225-E228 around operators, E231 after commas) are all the
# "spacing" half of an indentation_spacing spec checks; every other code is ignored.
_SPACING_IGNORE = ["E1", "E20", "E21", "E221", "E222", "E223", "E224", "E24", "E25", "E26",
                   "E27", "E3", "E4", "E5", "E7", "E9", "W", "C"]


def _constraint_key(record: dict[str, Any]) -> str:
    """The MultiCodeIF constraint type of a record (``naming_convention``, ``library`` ...)."""
    return str(record.get("constraint") or record.get("category") or "")


def _chain_key(record: dict[str, Any]) -> str:
    """A multi-level record's constraint type (its ``category``)."""
    return str(record.get("category", ""))


def _short_type(constraint: str) -> str:
    key = constraint.lower()
    for prefix in ("code_convention_", "syntax_", "input_output_", "algorithm_",
                   "data_structure_"):
        if key.startswith(prefix) and key != "algorithm_type":
            key = key[len(prefix):]
    return key


def _ops(text: str) -> list[str] | None:
    text = text.strip()
    if not text.startswith("["):
        return None
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return None
    return [str(v) for v in value] if isinstance(value, list | tuple) else None


def _constructs(wording: str) -> list[str]:
    """Constructs named in an advanced-syntax wording ("generator and yield" -> [yield])."""
    text = " " + re.sub(r"[\s_-]+", " ", wording.lower()) + " "
    found: list[str] = []
    for phrase, construct in _SYNTAX:
        if f" {phrase}" in text or f"{phrase} " in text:
            text = text.replace(phrase, " ")
            if construct not in found:
                found.append(construct)
    return found


def _is_method(qualified: str) -> bool:
    """``str.upper`` / ``DataFrame.fillna`` name a method; ``os.path.join`` a function."""
    owner = qualified.rsplit(".", 1)[0].rsplit(".", 1)[-1]
    return owner in _BUILTIN_TYPES or owner[:1].isupper()


def _call_checks(names: list[str]) -> list[dict[str, Any]]:
    """Checks that each named function, method or class is called."""
    methods = [n.rsplit(".", 1)[-1] for n in names if "." in n and _is_method(n)]
    calls = [n for n in names if not ("." in n and _is_method(n))]
    checks: list[dict[str, Any]] = []
    if calls:
        checks.append({"kind": "require", "params": {"calls": calls}})
    if methods:
        checks.append({"kind": "data_structure", "params": {"methods": methods}})
    return checks


def _judge(constraint: str, answer: str, prompt: str) -> dict[str, Any]:
    rest = ";".join(answer.split(";")[1:]).strip()
    return {"kind": "judge", "name": f"{constraint} (LLM judge)", "params": {
        "instruction": prompt,
        "checklist": [f"Does the code satisfy the {constraint.replace('_', ' ')} constraint "
                      f"stated in the task (expected: {rest or answer})?"],
        "reference": answer}}


def _data_structure_checks(rest: list[str]) -> list[dict[str, Any]] | None:
    name = rest[0].strip()
    short = name.rsplit(".", 1)[-1]  # collections.deque, queue.Queue
    kind = _KINDS.get(short.lower()) or _KINDS.get(name.lower())
    ops = _ops(rest[-1]) if len(rest) > 1 else None
    if len(rest) > 1 and ops is None:
        if not rest[-1].strip().isdigit():
            return None
        # A capacity is a runtime property, except for a deque's maxlen.
        if kind == "deque":
            return [{"kind": "data_structure",
                     "params": {"sizes": {"deque": {"max": int(rest[-1])}}}}]
        return None
    checks: list[dict[str, Any]] = []
    if kind is not None:
        checks.append({"kind": "data_structure", "params": {"required": [kind]}})
    elif re.fullmatch(r"[A-Za-z_][\w.]*", name):
        checks.append({"kind": "require", "params": {"calls": [short]}})  # its constructor
    else:
        return None
    if ops:
        # The operations must be called on a value of that kind when codeloop knows the kind.
        params: dict[str, Any] = {"methods": ops}
        if kind is not None:
            params["methods_on"] = kind
        checks.append({"kind": "data_structure", "params": params})
    return checks


def _lang_data_structure_checks(language: str, rest: list[str]) -> list[dict[str, Any]] | None:
    """A non-Python data-structure spec as ``lang_data_structure`` checks, or None.

    ``java;HashMap`` (type), ``rust;HashSet;['insert','contains']`` (operations) and
    ``go;chan;200`` (size); None where no rule decides the spec. A size spec (MultiCodeIF's
    prompts read "holds up to N", "does not exceed N") is decided statically only for kinds
    whose stated size is a limit the container cannot outgrow
    (:data:`codeloop.rewards.checks.lang.sizes.BOUNDED`: fixed arrays, bounded queues and
    channels, ArrayVec): ``sizes: {KIND: {max: N}}``. On a growable container (ArrayList,
    vector, Vec, HashMap, a slice) the limit is enforced at run time, a capacity neither
    enforces it nor is required by it, and a BTreeMap has none: those stay with the judge.
    """
    name = rest[0].strip()
    if not re.fullmatch(r"[A-Za-z_][\w.:]*", name):
        return None
    kind = "channel" if name.lower() == "chan" else name
    if len(rest) == 1:
        return [{"kind": "lang_data_structure", "params": {"type": kind}}]
    ops = _ops(rest[-1])
    if ops is not None:
        return [{"kind": "lang_data_structure", "params": {"type": kind, "operations": ops}}]
    size = rest[-1].strip().replace(",", "")
    short = name.rsplit("::", 1)[-1].rsplit(".", 1)[-1].lower()
    if size.isdigit() and short in BOUNDED.get(language, frozenset()):
        return [{"kind": "lang_data_structure",
                 "params": {"sizes": {name: {"max": int(size)}}}}]
    return None


def language_of(answer: str) -> str | None:
    """The codeloop language of a spec's first field, or None when codeloop has none.

    ``Rust`` -> ``rust``, ``C++`` -> ``cpp``, ``JS`` -> ``javascript``.
    """
    return _languages().by_field.get(answer.split(";", 1)[0].strip().lower())


def record_language(record: dict[str, Any]) -> tuple[str | None, str]:
    """The language a record is written in: ``(codeloop language or None, its name)``.

    The answer spec's first field names it (``java;HashMap``, ``c++``, ``haskell``); the
    LLM-judged types' answers are the expected property itself (``dynamic programming``), so
    for them the first language the prompt names decides ("Build a Java application ...").
    ``(None, "")`` when neither names one.
    """
    first = str(record.get("answer", "")).split(";", 1)[0].strip()
    lang = language_of(first)
    if lang is not None:
        return lang, first
    known = _languages()
    if first.lower() in known.foreign:
        return None, known.foreign[first.lower()]
    found = known.prompt.search(str(record.get("prompt", "")))
    if found is None:
        return None, ""
    group = found.lastgroup or ""
    if group in ("c", "csharp", "foreign"):
        return None, found.group(0).strip()
    return known.names[int(group[1:])], found.group(0).strip()


def spec_to_checks(constraint: str, answer: str, prompt: str) -> list[dict[str, Any]]:
    """Maps one MultiCodeIF answer spec onto codeloop check objects.

    Args:
        constraint: The constraint type (``naming_convention``, ``library``, ``data_structure``
            ...; MultiCodeIF file-name forms such as ``syntax_library`` work too).
        answer: The ``;``-separated spec, language first.
        prompt: The task prompt (given to the judge when no rule applies).

    Returns:
        Static rules when rules decide the spec, else one ``judge`` check with the spec as the
        reference.
    """
    fields = [f.strip() for f in answer.split(";")]
    rest = [f for f in fields[1:] if f]
    key = _short_type(constraint)
    judge = [_judge(constraint, answer, prompt)]
    if key in LLM_JUDGED:
        return judge
    language = language_of(answer)
    if key == "language_type" and language not in (None, "python"):
        return [{"kind": "lang_language", "params": {}}]  # the answer is code in that language
    if language not in (None, "python"):
        if key in _DATA_STRUCTURE_TYPES and rest:
            return _lang_data_structure_checks(str(language), rest) or judge
        return judge  # such records are not loaded yet (see _why_not)
    if key == "naming_convention" and rest:
        params: dict[str, str] = {}
        for part in ";".join(rest).split(","):
            what, _, style = part.partition(":")
            kind = _NAME_KINDS.get(what.strip().lower())
            norm = _STYLES.get(re.sub(r"[^a-z]", "", style.lower()))
            if kind is None or norm is None:
                return judge
            params[kind] = norm
        return [{"kind": "naming", "params": params}] if params else judge
    if key == "library" and rest:
        mods = [_MODULES.get(m.strip().lower(), m.strip().lower().replace("-", "_"))
                for m in rest[0].split(",") if m.strip()]
        return [{"kind": "imports", "params": {"required": mods}}]
    if key == "function" and rest:
        return _call_checks([c.strip() for c in rest[0].split(",") if c.strip()]) or judge
    if key == "advanced_syntax" and rest:
        constructs = _constructs(rest[0])
        return [{"kind": "require", "params": {"constructs": constructs}}] if constructs \
            else judge
    if key == "language_version" and rest and re.fullmatch(r"3\.\d+", rest[0]):
        return [{"kind": "python_version", "params": {"max": rest[0]}}]
    if key == "language_type":
        return [{"kind": "language", "params": {}}]
    if key == "indentation_spacing" and rest:
        return _indentation_checks(rest) or judge
    if key == "comment_formatting" and rest:
        word = rest[0].lower()
        for style in ("google", "numpy", "sphinx"):
            if style in word:
                return [{"kind": "docstring", "params": {"style": style}}]
        if "docstring" in word:
            return [{"kind": "docstring", "params": {}}]
        return judge
    if key in ("data_structure", "type", "operation", "size") and rest:
        return _data_structure_checks(rest) or judge
    return judge


def _indentation_checks(rest: list[str]) -> list[dict[str, Any]] | None:
    """``spaces:4;spacing``, ``tabs;no spacing`` (both halves), or the older ``4`` / ``tab``."""
    form, _, size = rest[0].lower().partition(":")
    if form in ("tab", "tabs"):
        checks: list[dict[str, Any]] = [{"kind": "indentation", "params": {"tabs": True}}]
    elif form == "spaces" and size.isdigit():
        checks = [{"kind": "indentation", "params": {"spaces": int(size)}}]
    elif form.isdigit():
        checks = [{"kind": "indentation", "params": {"spaces": int(form)}}]
    else:
        return None
    spacing = rest[1].lower() if len(rest) > 1 else ""
    if spacing == "spacing":
        checks.append({"kind": "pep8", "name": "spaces around operators and after commas",
                       "params": {"ignore": _SPACING_IGNORE}})
    elif spacing:
        # No rule checks the absence of spaces around operators: the judge does.
        checks.append(_judge("indentation_spacing", f"python;{';'.join(rest)}",
                             f"Use {spacing} around operators and after commas."))
    return checks


def _category(constraint: str) -> str:
    cat = lookup(constraint) or lookup(constraint.split("_", 1)[-1])
    if cat is not None:
        return cat.key
    if constraint.lower() in ("data_structure", "type"):
        return "data_structure_type"
    return "non_functional_requirements"


def _entry_point(prompt: str) -> str:
    match = re.search(r"`([A-Za-z_]\w*)\s*\(", prompt) or re.search(
        r"(?:function|method) (?:named|called) `?([A-Za-z_]\w*)", prompt)
    return match.group(1) if match else "main"


def _language(levels: list[dict[str, Any]],
              constraint_of: Callable[[dict[str, Any]], str]) -> tuple[str | None, str]:
    """The language a record (or chain) loads in, or None with why it does not load.

    Python loads every type. The other languages (each language plugin) load the types that
    need no Python rule: data structure types (type, operation, size: the
    ``lang_data_structure`` rule, or the judge for a size no rule decides), ``language_type``
    (``lang_language``) and the types MultiCodeIF itself judges with an LLM (the judge, with
    the record's answer as reference). A chain loads when all its levels share one language.

    Returns:
        ``(language, "")``, or ``(None, reason)``.
    """
    found = [record_language(r) for r in levels]
    langs = {lang for lang, _ in found}
    if len(langs) != 1:
        named = sorted({name or "none named" for _, name in found})
        return None, (f"{NOT_PYTHON}: the chain's levels are in several languages "
                      f"({', '.join(named)})")
    (lang,) = langs
    if lang is None:
        name = found[0][1]
        return None, (f"{NOT_PYTHON}: written in {name}, a language codeloop has no tasks in"
                      if name else f"{NOT_PYTHON}: neither the answer nor the prompt names the "
                                   "language")
    if lang == "python":
        return lang, ""
    types = {_short_type(constraint_of(r)) for r in levels}
    if types <= _DATA_STRUCTURE_TYPES | LLM_JUDGED | {"language_type"}:
        return lang, ""
    return None, NOT_PYTHON


def _records(path: Path) -> list[tuple[str, int, dict[str, Any]]]:
    """``(file stem, index, record)`` of every record, files in name order."""
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    out = []
    for file in files:
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise TaskFormatError(f"not JSON: {exc}", path=str(file)) from None
        if not isinstance(data, list):
            raise TaskFormatError("a MultiCodeIF file is a JSON array of records",
                                  path=str(file))
        for i, rec in enumerate(data):
            if not isinstance(rec, dict):
                raise TaskFormatError(f"record {i} is not an object", path=str(file))
            for field in ("id", "prompt", "answer"):
                if field not in rec:
                    raise TaskFormatError(f"record {i} (id {rec.get('id')!r}) has no "
                                          f"{field!r}", path=str(file))
            out.append((file.stem, i, rec))
    return out


def _task(file: str, levels: list[dict[str, Any]],
          constraint_of: Callable[[dict[str, Any]], str], language: str) -> dict[str, Any]:
    base = levels[0]
    checks = [spec_to_checks(constraint_of(r), str(r["answer"]), str(r["prompt"]))
              for r in levels]
    cats = [_category(constraint_of(r)) for r in levels]
    instructions = [{"id": f"level{k}", "category": cats[k], "text": str(r["prompt"]).strip(),
                     "checks": checks[k]} for k, r in enumerate(levels) if k > 0]
    kind = multicodeif_type_of(file)
    if len(levels) > 1:  # a chain plays level t - 1 at turn t
        keys = [[SOURCE, kind, str(r["id"]), 0] for r in levels]
    else:  # a single-level task plays self-repair round t - 1 at turn t
        keys = [[SOURCE, kind, str(base["id"]), r] for r in range(REPAIR_ROUNDS + 1)]
    return {
        "id": multicodeif_task_id(file, base["id"]), "language": language,
        "entry_point": _entry_point(str(base["prompt"])),
        "prompt": str(base["prompt"]).strip(), "base_checks": checks[0],
        "instructions": instructions, "source": SOURCE,
        "license": "unknown (read from the user's copy; not redistributed)",
        "metadata": {"file": file, "original_ids": [r.get("id") for r in levels],
                     "categories": cats, "answers": [str(r["answer"]) for r in levels],
                     "replay_keys": keys},
    }


def _why_not(levels: list[dict[str, Any]], constraint_of: Callable[[dict[str, Any]], str],
             obj: dict[str, Any], keep_judged: bool) -> str | None:
    """Why a record (or chain) in a language codeloop has is not loaded, or None."""
    for r in levels if obj["language"] == "python" else ():
        short = _short_type(constraint_of(r))
        # language_type applies to every language: a Python record asks for Python 3.
        if short in NOT_APPLICABLE_TO_PYTHON and short != "language_type":
            return f"{short} does not apply to Python: {NOT_APPLICABLE_TO_PYTHON[short]}"
    judged = any(c["kind"] == "judge" for c in obj["base_checks"]) or any(
        c["kind"] == "judge" for ins in obj["instructions"] for c in ins["checks"])
    if judged and not keep_judged:
        return JUDGED_UNDER_RULES
    return None


def load_multicodeif(arg: str) -> TaskList:
    """Loads MultiCodeIF tasks from ``PATH[?subset=rules|all]`` (file or directory).

    ``subset=rules`` (default) keeps the tasks every check of which is a rule; ``all`` keeps
    LLM-judged ones too (without ``--judge`` they are reported as not judged). Records not
    loaded are in the result's ``skipped``, with the reason.

    Raises:
        FileNotFoundError: When the path does not exist.
        TaskFormatError: For malformed records (file and record named).
    """
    path_text, options = split_options(arg)
    check_options(options, {"subset": ("rules", "all")}, SOURCE)
    keep_judged = options.get("subset", "rules") == "all"
    path = Path(path_text)
    if not path.exists():
        raise FileNotFoundError(f"no MultiCodeIF data at {path}")
    groups: list[tuple[str, list[dict[str, Any]], Callable[[dict[str, Any]], str]]] = []
    for file, i, record in _records(path):
        if "level" in record:
            try:
                level = int(record["level"])
            except (TypeError, ValueError):
                raise TaskFormatError(f"record {i}: level {record['level']!r} is not an "
                                      f"integer", path=f"{path}/{file}.json") from None
            open_chain = groups and groups[-1][0] == file and groups[-1][2] is _chain_key
            if level == 0 or not open_chain:
                groups.append((file, [], _chain_key))
            groups[-1][1].append(record)
        else:
            groups.append((file, [record], _constraint_key))
    tasks = TaskList()
    for n, (file, levels, constraint_of) in enumerate(groups, start=1):
        item = f"{file}/{levels[0].get('id')}"
        language, reason = _language(levels, constraint_of)
        obj = _task(file, levels, constraint_of, language) if language else None
        if obj is not None:
            reason = _why_not(levels, constraint_of, obj, keep_judged) or ""
        if reason:
            tasks.skipped.append(SkippedItem(SOURCE, item, reason))
            continue
        assert obj is not None
        tasks.append(task_from_dict(obj, path=str(path), line=n))
    return tasks
