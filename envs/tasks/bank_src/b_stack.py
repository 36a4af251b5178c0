"""Bank task: a stack class."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/stack",
    "entry_point": "Stack",
    "prompt": (
        "Write a Python class `Stack` (last in, first out) with the methods `push(item)`, "
        "`pop()` (remove and return the top item), `peek()` (return the top item without "
        "removing it), `is_empty()` and `size()`. `Stack()` takes no arguments."
    ),
    "base_checks": [tests(
        """
s = Stack()
s.push(1)
s.push(2)
assert s.pop() == 2
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0
""",
        """
s = Stack()
for ch in 'abc':
    s.push(ch)
assert [s.pop(), s.pop(), s.pop()] == ['c', 'b', 'a']
""",
    )],
    "instructions": [
        {
            "id": "empty_errors",
            "category": "exception_handling",
            "text": "On an empty stack, `pop()` must raise IndexError('pop from empty stack') "
                    "and `peek()` must raise IndexError('peek from empty stack'); the "
                    "messages leaking out of the list are confusing.",
            "checks": [tests(
                """
s = Stack()
try:
    s.pop()
except IndexError as e:
    assert str(e) == 'pop from empty stack', str(e)
else:
    raise AssertionError('pop on empty stack did not raise')
""",
                """
s = Stack()
s.push(1)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')
""",
            )],
        },
        {
            "id": "repr",
            "category": "input_output_conditions",
            "text": "Give the class a `__repr__` that shows the items from bottom to top, "
                    "exactly like `Stack([1, 2, 3])` (an empty one is `Stack([])`).",
            "checks": [tests(
                "s = Stack()\nfor i in (1, 2, 3):\n    s.push(i)\n"
                "assert repr(s) == 'Stack([1, 2, 3])'",
                "assert repr(Stack()) == 'Stack([])'",
                "s = Stack()\ns.push('x')\nassert repr(s) == \"Stack(['x'])\"",
            )],
        },
        {
            "id": "reject_none",
            "category": "edge_case_handling",
            "text": "`None` is not a valid item (we use it as a sentinel elsewhere): "
                    "`push(None)` must raise ValueError('cannot push None') and leave the "
                    "stack unchanged. Falsy items such as 0 and '' are fine.",
            "checks": [tests(
                """
s = Stack()
s.push(1)
try:
    s.push(None)
except ValueError as e:
    assert str(e) == 'cannot push None'
else:
    raise AssertionError('push(None) accepted')
assert s.size() == 1 and s.peek() == 1
""",
                "s = Stack()\ns.push(0)\ns.push('')\nassert s.size() == 2",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the methods, using `Any` from `typing` for items: "
                    "`push(self, item: Any) -> None`, `pop(self) -> Any`, `peek(self) -> Any`, "
                    "`is_empty(self) -> bool`, `size(self) -> int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "Stack.push": {"item": "Any", "return": "None"},
                "Stack.pop": {"return": "Any"},
                "Stack.peek": {"return": "Any"},
                "Stack.is_empty": {"return": "bool"},
                "Stack.size": {"return": "int"},
            }}}],
        },
        {
            "id": "use_deque",
            "category": "imports",
            "text": "Store the items in a `collections.deque` instead of a list (import it "
                    "from the `collections` module and create it with `deque()`).",
            "checks": [
                {"kind": "imports", "params": {"required": ["collections"]}},
                {"kind": "require", "params": {"calls": ["deque"]}},
            ],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add docstrings: one on the class, one on `__init__`, and one on every "
                    "public method.",
            "checks": [{"kind": "docstring", "params": {"names": [
                "Stack", "Stack.__init__", "Stack.push", "Stack.pop", "Stack.peek",
                "Stack.is_empty", "Stack.size"]}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module pass pycodestyle cleanly (default settings): blank lines "
                    "between methods, spaces around operators and so on.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "max_size",
            "category": "functionality_extension",
            "text": "Add an optional constructor parameter `max_size: int | None = None`. "
                    "When it is set and the stack already holds `max_size` items, `push` "
                    "raises OverflowError('stack is full'). Add a method `is_full(self) -> "
                    "bool` (always False without a limit), with a docstring.",
            "checks": [tests(
                """
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and not s.is_full()
""",
                "s = Stack()\nfor i in range(1000):\n    s.push(i)\nassert not s.is_full()",
                "s = Stack(max_size=1)\ns.push('a')\nassert s.is_full()",
            ),
                {"kind": "type_hints", "params": {"names": ["Stack.__init__", "Stack.is_full"],
                                                  "exact": {
                    "Stack.__init__": {"max_size": "int | None"},
                    "Stack.is_full": {"return": "bool"}}}},
                {"kind": "docstring", "params": {"names": ["Stack.is_full"]}},
            ],
        },
    ],
    "references": [
        code("""
class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item):
        self.items.append(item)
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        code("""
class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item):
        self.items.append(item)
    def pop(self):
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self):
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        code("""
class Stack:
    def __init__(self):
        self.items=[]
    def __repr__(self):
        return f'Stack({self.items!r})'
    def push(self, item):
        self.items.append(item)
    def pop(self):
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self):
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        code("""
class Stack:
    def __init__(self):
        self.items=[]
    def __repr__(self):
        return f'Stack({self.items!r})'
    def push(self, item):
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self):
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self):
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        code("""
from typing import Any

class Stack:
    def __init__(self):
        self.items=[]
    def __repr__(self):
        return f'Stack({self.items!r})'
    def push(self, item: Any) -> None:
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self) -> Any:
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self) -> Any:
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self) -> bool:
        return len(self.items)==0
    def size(self) -> int:
        return len(self.items)
"""),
        code("""
from collections import deque
from typing import Any

class Stack:
    def __init__(self):
        self.items=deque()
    def __repr__(self):
        return f'Stack({list(self.items)!r})'
    def push(self, item: Any) -> None:
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self) -> Any:
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self) -> Any:
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self) -> bool:
        return len(self.items)==0
    def size(self) -> int:
        return len(self.items)
"""),
        code("""
from collections import deque
from typing import Any

class Stack:
    \"\"\"A last-in, first-out stack.\"\"\"
    def __init__(self):
        \"\"\"Creates an empty stack.\"\"\"
        self.items=deque()
    def __repr__(self):
        return f'Stack({list(self.items)!r})'
    def push(self, item: Any) -> None:
        \"\"\"Puts item on top; None is rejected.\"\"\"
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self) -> Any:
        \"\"\"Removes and returns the top item.\"\"\"
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self) -> Any:
        \"\"\"Returns the top item without removing it.\"\"\"
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self) -> bool:
        \"\"\"True when the stack holds no items.\"\"\"
        return len(self.items)==0
    def size(self) -> int:
        \"\"\"Number of items.\"\"\"
        return len(self.items)
"""),
        code("""
from collections import deque
from typing import Any


class Stack:
    \"\"\"A last-in, first-out stack.\"\"\"

    def __init__(self):
        \"\"\"Creates an empty stack.\"\"\"
        self.items = deque()

    def __repr__(self):
        return f'Stack({list(self.items)!r})'

    def push(self, item: Any) -> None:
        \"\"\"Puts item on top; None is rejected.\"\"\"
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)

    def pop(self) -> Any:
        \"\"\"Removes and returns the top item.\"\"\"
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()

    def peek(self) -> Any:
        \"\"\"Returns the top item without removing it.\"\"\"
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]

    def is_empty(self) -> bool:
        \"\"\"True when the stack holds no items.\"\"\"
        return len(self.items) == 0

    def size(self) -> int:
        \"\"\"Number of items.\"\"\"
        return len(self.items)
"""),
        code("""
from collections import deque
from typing import Any


class Stack:
    \"\"\"A last-in, first-out stack, optionally bounded.\"\"\"

    def __init__(self, max_size: int | None = None):
        \"\"\"Creates an empty stack holding at most max_size items.\"\"\"
        self.items = deque()
        self.max_size = max_size

    def __repr__(self):
        return f'Stack({list(self.items)!r})'

    def push(self, item: Any) -> None:
        \"\"\"Puts item on top; None is rejected.\"\"\"
        if item is None:
            raise ValueError('cannot push None')
        if self.is_full():
            raise OverflowError('stack is full')
        self.items.append(item)

    def pop(self) -> Any:
        \"\"\"Removes and returns the top item.\"\"\"
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()

    def peek(self) -> Any:
        \"\"\"Returns the top item without removing it.\"\"\"
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]

    def is_empty(self) -> bool:
        \"\"\"True when the stack holds no items.\"\"\"
        return len(self.items) == 0

    def is_full(self) -> bool:
        \"\"\"True when a bounded stack holds max_size items.\"\"\"
        return self.max_size is not None and len(self.items) >= self.max_size

    def size(self) -> int:
        \"\"\"Number of items.\"\"\"
        return len(self.items)
"""),
    ],
    "solo": {
        "empty_errors": code("""
class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item):
        self.items.append(item)
    def pop(self):
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self):
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        "repr": code("""
class Stack:
    def __init__(self):
        self.items=[]
    def __repr__(self):
        return 'Stack(' + repr(self.items) + ')'
    def push(self, item):
        self.items.append(item)
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        "reject_none": code("""
class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item):
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        "type_hints": code("""
from typing import Any

class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item: Any) -> None:
        self.items.append(item)
    def pop(self) -> Any:
        return self.items.pop()
    def peek(self) -> Any:
        return self.items[-1]
    def is_empty(self) -> bool:
        return len(self.items)==0
    def size(self) -> int:
        return len(self.items)
"""),
        "use_deque": code("""
import collections

class Stack:
    def __init__(self):
        self.items=collections.deque()
    def push(self, item):
        self.items.append(item)
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def size(self):
        return len(self.items)
"""),
        "docstrings": code("""
class Stack:
    \"\"\"LIFO stack.\"\"\"
    def __init__(self):
        \"\"\"Empty stack.\"\"\"
        self.items=[]
    def push(self, item):
        \"\"\"Push an item.\"\"\"
        self.items.append(item)
    def pop(self):
        \"\"\"Pop the top item.\"\"\"
        return self.items.pop()
    def peek(self):
        \"\"\"The top item.\"\"\"
        return self.items[-1]
    def is_empty(self):
        \"\"\"Whether empty.\"\"\"
        return len(self.items)==0
    def size(self):
        \"\"\"Item count.\"\"\"
        return len(self.items)
"""),
        "pep8": code("""
class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        return self.items.pop()

    def peek(self):
        return self.items[-1]

    def is_empty(self):
        return len(self.items) == 0

    def size(self):
        return len(self.items)
"""),
        "max_size": code("""
class Stack:
    def __init__(self, max_size: int | None = None):
        self.items=[]
        self.max_size=max_size
    def push(self, item):
        if self.is_full():
            raise OverflowError('stack is full')
        self.items.append(item)
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]
    def is_empty(self):
        return len(self.items)==0
    def is_full(self) -> bool:
        \"\"\"Whether a bounded stack is full.\"\"\"
        return self.max_size is not None and len(self.items)>=self.max_size
    def size(self):
        return len(self.items)
"""),
    },
}
