"""Bank task: FizzBuzz as a list of strings."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/fizzbuzz",
    "entry_point": "fizzbuzz",
    "prompt": (
        "Write a Python function `fizzbuzz(n)` that returns a list of strings for the numbers "
        "1 to `n` inclusive: 'Fizz' for multiples of 3, 'Buzz' for multiples of 5, "
        "'FizzBuzz' for multiples of both, and the number itself (as a string) otherwise."
    ),
    "base_checks": [tests(
        "assert fizzbuzz(5) == ['1', '2', 'Fizz', '4', 'Buzz']",
        "assert fizzbuzz(15)[-1] == 'FizzBuzz'",
        "assert fizzbuzz(0) == []",
        "assert len(fizzbuzz(30)) == 30 and fizzbuzz(30).count('FizzBuzz') == 2",
    )],
    "instructions": [
        {
            "id": "int_only",
            "category": "exception_handling",
            "text": "If `n` is not an int (bools count as not an int), raise a TypeError "
                    "with the message 'n must be an int'.",
            "checks": [tests(
                """
for bad in (3.0, '15', None, False):
    try:
        fizzbuzz(bad)
    except TypeError as e:
        assert str(e) == 'n must be an int'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "range_limit",
            "category": "input_output_conditions",
            "text": "Bound the input: `n` must be between 0 and 10000 inclusive. Otherwise "
                    "raise a ValueError with the message 'n must be between 0 and 10000'.",
            "checks": [tests(
                """
for bad in (-1, 10001):
    try:
        fizzbuzz(bad)
    except ValueError as e:
        assert str(e) == 'n must be between 0 and 10000'
    else:
        raise AssertionError(f'no ValueError for {bad}')
""",
                "assert len(fizzbuzz(10000)) == 10000",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "That if/elif ladder inside the loop is too branchy. Keep the McCabe "
                    "cyclomatic complexity of every function (helpers included) at most 3.",
            "checks": [{"kind": "complexity", "params": {"max": 3}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate every function, helpers included: all parameters and return "
                    "types. `fizzbuzz` itself must be `fizzbuzz(n: int) -> list[str]`.",
            "checks": [{"kind": "type_hints", "params": {
                "include_private": True,
                "exact": {"fizzbuzz": {"n": "int", "return": "list[str]"}}}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Every function, private helpers included, needs a docstring (a short "
                    "one-line docstring is fine).",
            "checks": [{"kind": "docstring", "params": {"include_private": True}}],
        },
        {
            "id": "line_length",
            "category": "line_length",
            "text": "Keep every line of the module at most 72 characters long.",
            "checks": [{"kind": "line_length", "params": {"max": 72}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Finally make it PEP 8 compliant: pycodestyle (default configuration) must "
                    "report no errors or warnings.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "custom_rules",
            "category": "functionality_extension",
            "text": "Make the words configurable: add a parameter `rules: dict[int, str] | "
                    "None = None` mapping a divisor to its word (None means {3: 'Fizz', 5: "
                    "'Buzz'}). A number gets the words of all divisors that divide it, "
                    "concatenated in ascending divisor order, or its own digits if none does. "
                    "Annotate it exactly as written; all earlier rules still apply.",
            "checks": [
                tests(
                    "assert fizzbuzz(7, rules={2: 'Two', 7: 'Seven'}) == "
                    "['1', 'Two', '3', 'Two', '5', 'Two', 'Seven']",
                    "assert fizzbuzz(14, rules={7: 'B', 2: 'A'})[-1] == 'AB'",
                    "assert fizzbuzz(15, rules=None)[-1] == 'FizzBuzz'",
                    "assert fizzbuzz(3, rules={}) == ['1', '2', '3']",
                ),
                {"kind": "type_hints", "params": {"exact": {"fizzbuzz": {
                    "n": "int", "rules": "dict[int, str] | None", "return": "list[str]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def fizzbuzz(n):
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        code("""
def fizzbuzz(n):
    if type(n) is not int:
        raise TypeError('n must be an int')
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        code("""
def fizzbuzz(n):
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n<0 or n>10000:
        raise ValueError('n must be between 0 and 10000')
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        code("""
def _word(i):
    return ('Fizz' * (i%3==0) + 'Buzz' * (i%5==0)) or str(i)

def fizzbuzz(n):
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n<0 or n>10000:
        raise ValueError('n must be between 0 and 10000')
    return [_word(i) for i in range(1, n+1)]
"""),
        code("""
def _word(i: int) -> str:
    return ('Fizz' * (i%3==0) + 'Buzz' * (i%5==0)) or str(i)

def fizzbuzz(n: int) -> list[str]:
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n<0 or n>10000:
        raise ValueError('n must be between 0 and 10000')
    return [_word(i) for i in range(1, n+1)]
"""),
        code("""
def _word(i: int) -> str:
    \"\"\"The FizzBuzz word for one number, or the number itself as a string.\"\"\"
    return ('Fizz' * (i%3==0) + 'Buzz' * (i%5==0)) or str(i)

def fizzbuzz(n: int) -> list[str]:
    \"\"\"FizzBuzz words for 1..n; raises TypeError/ValueError for bad n.\"\"\"
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n<0 or n>10000:
        raise ValueError('n must be between 0 and 10000')
    return [_word(i) for i in range(1, n+1)]
"""),
        code("""
def _word(i: int) -> str:
    \"\"\"The FizzBuzz word for one number, or the number itself.\"\"\"
    return ('Fizz' * (i%3==0) + 'Buzz' * (i%5==0)) or str(i)

def fizzbuzz(n: int) -> list[str]:
    \"\"\"FizzBuzz words for 1..n.\"\"\"
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n<0 or n>10000:
        raise ValueError('n must be between 0 and 10000')
    return [_word(i) for i in range(1, n+1)]
"""),
        code("""
def _word(i: int) -> str:
    \"\"\"The FizzBuzz word for one number, or the number itself.\"\"\"
    return ('Fizz' * (i % 3 == 0) + 'Buzz' * (i % 5 == 0)) or str(i)


def fizzbuzz(n: int) -> list[str]:
    \"\"\"FizzBuzz words for 1..n.\"\"\"
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n < 0 or n > 10000:
        raise ValueError('n must be between 0 and 10000')
    return [_word(i) for i in range(1, n + 1)]
"""),
        code("""
DEFAULT_RULES = {3: 'Fizz', 5: 'Buzz'}


def _word(i: int, rules: dict[int, str]) -> str:
    \"\"\"The words of the divisors of i, or i itself.\"\"\"
    words = [w for d, w in sorted(rules.items()) if i % d == 0]
    return ''.join(words) or str(i)


def fizzbuzz(n: int, rules: dict[int, str] | None = None) -> list[str]:
    \"\"\"FizzBuzz words for 1..n, with configurable divisors.\"\"\"
    if type(n) is not int:
        raise TypeError('n must be an int')
    if n < 0 or n > 10000:
        raise ValueError('n must be between 0 and 10000')
    table = DEFAULT_RULES if rules is None else rules
    return [_word(i, table) for i in range(1, n + 1)]
"""),
    ],
    "solo": {
        "int_only": code("""
def fizzbuzz(n):
    if type(n) is not int:
        raise TypeError('n must be an int')
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "range_limit": code("""
def fizzbuzz(n):
    if not 0<=n<=10000:
        raise ValueError('n must be between 0 and 10000')
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "complexity": code("""
def fizzbuzz(n):
    return [('Fizz'*(i%3==0)+'Buzz'*(i%5==0)) or str(i) for i in range(1, n+1)]
"""),
        "type_hints": code("""
def fizzbuzz(n: int) -> list[str]:
    out: list[str] = []
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "docstrings": code("""
def fizzbuzz(n):
    \"\"\"FizzBuzz words for 1..n.\"\"\"
    out=[]
    for i in range(1, n+1):
        if i%15==0:  # check 15 first: multiples of 15 are also multiples of 3 and 5
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "line_length": code("""
def fizzbuzz(n):
    out=[]
    for i in range(1, n+1):
        # multiples of 15 are also multiples of 3 and 5: check 15 first
        if i%15==0:
            out.append('FizzBuzz')
        elif i%3==0:
            out.append('Fizz')
        elif i%5==0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "pep8": code("""
def fizzbuzz(n):
    out = []
    for i in range(1, n + 1):
        # multiples of 15 are also multiples of 3 and 5: check 15 first
        if i % 15 == 0:
            out.append('FizzBuzz')
        elif i % 3 == 0:
            out.append('Fizz')
        elif i % 5 == 0:
            out.append('Buzz')
        else:
            out.append(str(i))
    return out
"""),
        "custom_rules": code("""
def fizzbuzz(n: int, rules: dict[int, str] | None = None) -> list[str]:
    if rules is None:
        rules = {3: 'Fizz', 5: 'Buzz'}
    out=[]
    for i in range(1, n+1):
        word=''
        for d in sorted(rules):
            if i%d==0:
                word+=rules[d]
        out.append(word or str(i))
    return out
"""),
    },
}
