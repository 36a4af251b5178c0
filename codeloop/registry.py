"""One registry type for every extension kind: names to objects, plugins through entry points.

Policies, developer strategies, voices, task sources, check kinds, reward functions,
trackers, languages and sandbox backends are each a :class:`Registry`. Every registry works
the same way::

    POLICIES: Registry[PolicyFactory] = Registry("policy", group="codeloop.policies")

    POLICIES.register("mine", factory, help="what it does")     # a call
    @POLICIES.register("mine", help="what it does")             # or a decorator
    def factory(...): ...

    POLICIES.lookup("mine")   # the object; an unknown name raises UnknownName (a ValueError)
                              # with the names there are, "did you mean" and the extra to install
    POLICIES.names()          # every name, entry-point plugins included
    POLICIES["mine"]          # plain read access: a registry is a Mapping of what is registered

Third-party distributions add names through the registry's entry-point group (in their
``pyproject.toml``: ``[project.entry-points."codeloop.policies"] mine = "pkg.mod:factory"``):

=========================  ==================================================================
group                      object the entry point names
=========================  ==================================================================
``codeloop.policies``      a policy factory: ``factory(**options)`` or ``factory(arg, ...)``
``codeloop.developers``    a developer strategy factory: ``factory(**options) -> Strategy``
``codeloop.voices``        a voice factory: ``factory(**options) -> Voice``
``codeloop.task_sources``  a task loader: ``loader(arg: str) -> list[Task]``
``codeloop.checks``        a static rule ``rule(source, tree, params) -> (passed, reason)``
``codeloop.rewards``       a reward function ``reward(episode) -> float``
``codeloop.trackers``      a tracker (:class:`codeloop.tracking.Tracker`)
``codeloop.languages``     a language (:class:`codeloop.envs.sandbox.languages.LanguagePlugin`)
``codeloop.sandboxes``     a sandbox backend factory: ``factory(**options) -> Sandbox``
=========================  ==================================================================

The entry point's name is the name users type. Nothing is imported at ``import codeloop``: a
registry loads its group the first time it is asked for a name it does not know or for the
list of names, so a broken or slow plugin costs nothing until it is used, and one that fails
to import is skipped with a warning. Built-in names win: an entry point never replaces one.
This module is the bottom layer (standard library only), so every layer can hold a registry.
"""

from __future__ import annotations

import difflib
import importlib.metadata
import threading
import warnings
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")

GROUPS = ("codeloop.policies", "codeloop.developers", "codeloop.voices",
          "codeloop.task_sources", "codeloop.checks", "codeloop.rewards", "codeloop.trackers",
          "codeloop.languages", "codeloop.sandboxes")
"""The entry-point groups codeloop reads."""

_loaded: set[str] = set()
_lock = threading.Lock()


def load_group(group: str, register: Callable[[str, Any], None],
               known: Callable[[str], bool]) -> list[str]:
    """Registers every entry point of ``group`` once per process.

    Args:
        group: One of :data:`GROUPS`.
        register: Called as ``register(name, loaded_object)`` for each new name.
        known: True for a name already registered (built-ins win; it is skipped).

    Returns:
        The names registered by this call (empty when the group was loaded before).

    A plugin that fails to import is skipped with a warning naming its distribution, so
    one broken plugin does not take the others (or the built-ins) down.
    """
    if group not in GROUPS:
        raise ValueError(f"unknown entry-point group {group!r}; codeloop reads {GROUPS}")
    with _lock:
        if group in _loaded:
            return []
        _loaded.add(group)
        added = []
        for ep in importlib.metadata.entry_points(group=group):
            if known(ep.name):
                continue
            try:
                obj = ep.load()
            except Exception as exc:  # noqa: BLE001 - any plugin failure is reported, not fatal
                dist = getattr(ep.dist, "name", "?")
                warnings.warn(f"codeloop: entry point {ep.name!r} of {group} (from {dist}: "
                              f"{ep.value}) failed to load and is skipped: {exc!r}",
                              RuntimeWarning, stacklevel=2)
                continue
            register(ep.name, obj)
            added.append(ep.name)
        return added


def forget_loaded() -> None:
    """Lets every group load again (after installing a plugin into a running process)."""
    with _lock:
        _loaded.clear()


def summary_of(obj: Any) -> str:
    """The first line of an object's docstring (the help text of a plugin)."""
    doc = (getattr(obj, "__doc__", None) or "").strip()
    return doc.splitlines()[0] if doc else "(plugin)"


class UnknownName(ValueError):
    """A name no registry entry (built-in or plugin) answers to.

    Attributes:
        kind: What was looked up (``policy``, ``voice`` ...).
        name: The name asked for.
        choices: The names there are.
    """

    def __init__(self, message: str, kind: str, name: str, choices: list[str]):
        super().__init__(message)
        self.kind = kind
        self.name = name
        self.choices = choices


class Registry(Mapping[str, T], Generic[T]):
    """Names to objects of one extension kind, with plugins from an entry-point group.

    A read-only :class:`~collections.abc.Mapping` of the registered entries (reading it never
    loads plugins); :meth:`lookup`, :meth:`names` and :meth:`helps` load the entry-point
    group first when they need to.

    Args:
        kind: What an entry is, as error messages say it (``"policy"``, ``"voice"``).
        group: The entry-point group third-party entries come from (one of :data:`GROUPS`),
            or None for a registry that reads none.
        adapt: Turns a loaded entry point into an entry, or returns None to skip it (default:
            the object itself, its docstring's first line as help). It may register entries
            itself (a module of rules) and return None.
        extras: Names that come with an extra of codeloop, by name: an unknown one of these
            says which extra to install (``{"mine": "train"}``).
        choices_suffix: Text after the list of names in the unknown-name error
            (``" (or NAME:ARG)"``).
    """

    def __init__(self, kind: str, *, group: str | None = None,
                 adapt: Callable[[str, Any], tuple[T, str] | None] | None = None,
                 extras: Mapping[str, str] | None = None, choices_suffix: str = ""):
        if group is not None and group not in GROUPS:
            raise ValueError(f"unknown entry-point group {group!r}; codeloop reads {GROUPS}")
        self.kind = kind
        self.group = group
        self.extras = dict(extras or {})
        self.choices_suffix = choices_suffix
        self._adapt = adapt or (lambda name, obj: (obj, summary_of(obj)))
        self._entries: dict[str, tuple[T, str]] = {}

    # -- registering

    @overload
    def register(self, name: str, obj: T, *, help: str = "") -> T: ...

    @overload
    def register(self, name: str, *, help: str = "") -> Callable[[T], T]: ...

    def register(self, name: str, obj: T | None = None, *,
                 help: str = "") -> T | Callable[[T], T]:
        """Makes ``obj`` available as ``name`` (a later registration of a name replaces it).

        Called with the object, registers it and returns it; called without, returns a
        decorator that does (``@REG.register("name")``).
        """
        if obj is None:
            def decorator(target: T) -> T:
                self._entries[name] = (target, help)
                return target
            return decorator
        self._entries[name] = (obj, help)
        return obj

    def unregister(self, name: str) -> None:
        """Removes a name (for tests and for plugins that withdraw one); absent is fine."""
        self._entries.pop(name, None)

    # -- plugins

    def load_entry_points(self) -> list[str]:
        """Registers the group's entry points (once per process); the names it added."""
        if self.group is None:
            return []

        def register(name: str, obj: Any) -> None:
            entry = self._adapt(name, obj)
            if entry is not None and name not in self._entries:
                self._entries[name] = entry

        return load_group(self.group, register, self._entries.__contains__)

    # -- reading

    def __getitem__(self, name: str) -> T:
        return self._entries[name][0]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def knows(self, name: str) -> bool:
        """True for a registered name, loading the entry-point group when it is not."""
        if name not in self._entries:
            self.load_entry_points()
        return name in self._entries

    def lookup(self, name: str) -> T:
        """The object registered as ``name``, plugins included.

        Raises:
            UnknownName: For a name nothing answers to (a ValueError), saying which names
                there are, the closest one, and the extra that brings it when one does.
        """
        if not self.knows(name):
            raise self.unknown(name)
        return self._entries[name][0]

    def help(self, name: str) -> str:
        """The help text of a registered name ("" when it was registered without one)."""
        return self._entries[name][1]

    def names(self) -> list[str]:
        """Every name, sorted, entry-point plugins included."""
        self.load_entry_points()
        return sorted(self._entries)

    def helps(self) -> dict[str, str]:
        """Every name and its help text, sorted, entry-point plugins included."""
        self.load_entry_points()
        return {name: self._entries[name][1] for name in sorted(self._entries)}

    def unknown(self, name: str) -> UnknownName:
        """The error for an unknown ``name``: the names there are, a close one, the extra."""
        choices = self.names()
        message = f"unknown {self.kind} {name!r}; choose one of {', '.join(choices)}"
        message += self.choices_suffix
        close = difflib.get_close_matches(name, choices, n=1)
        if close:
            message += f" (did you mean {close[0]!r}?)"
        if name in self.extras:
            extra = self.extras[name]
            message += (f"; {name!r} comes with the {extra!r} extra: "
                        f"pip install 'codeloop[{extra}]'")
        return UnknownName(message, self.kind, name, choices)

    def __repr__(self) -> str:
        return f"Registry({self.kind!r}, group={self.group!r}, names={sorted(self._entries)})"
