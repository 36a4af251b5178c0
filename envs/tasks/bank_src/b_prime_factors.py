"""Bank task: prime factorisation."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/prime_factors",
    "entry_point": "prime_factors",
    "prompt": (
        "Write a Python function `prime_factors(n)` that returns the prime factors of the "
        "positive integer `n` in ascending order, each repeated as often as it divides `n` "
        "(so `prime_factors(12)` is `[2, 2, 3]`, and `prime_factors(1)` is `[]`)."
    ),
    "base_checks": [tests(
        "assert prime_factors(12) == [2, 2, 3]",
        "assert prime_factors(13) == [13]",
        "assert prime_factors(1) == []",
        "assert prime_factors(360) == [2, 2, 2, 3, 3, 5]",
        "assert prime_factors(9973 * 2) == [2, 9973]",
    )],
    "instructions": [
        {
            "id": "type_error",
            "category": "exception_handling",
            "text": "Reject non-integers: if `n` is not an int, or is a bool, raise a "
                    "TypeError with the message 'n must be an integer'.",
            "checks": [tests(
                """
for bad in (2.5, '8', True, None):
    try:
        prime_factors(bad)
    except TypeError as e:
        assert str(e) == 'n must be an integer', str(e)
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "positive_only",
            "category": "input_output_conditions",
            "text": "Only positive integers are valid input: for `n < 1` raise a ValueError "
                    "with the message 'n must be positive' (today 0 and negatives silently "
                    "return []).",
            "checks": [tests(
                """
for bad in (0, -12):
    try:
        prime_factors(bad)
    except ValueError as e:
        assert str(e) == 'n must be positive'
    else:
        raise AssertionError(f'no ValueError for {bad}')
""",
                "assert prime_factors(1) == []",
            )],
        },
        {
            "id": "snake_case",
            "category": "naming_convention",
            "text": "Our style guide wants snake_case: rename every function, parameter and "
                    "local variable that is not snake_case (no camelCase names like "
                    "`factorList`).",
            "checks": [{"kind": "naming", "params": {"functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "generator_helper",
            "category": "structure",
            "text": "Move the factor search into a generator function `iter_prime_factors(n)` "
                    "that yields the factors one at a time (with `yield`), in ascending order; "
                    "`prime_factors` keeps the validation and returns "
                    "`list(iter_prime_factors(n))`.",
            "checks": [
                {"kind": "defines", "params": {"names": ["iter_prime_factors"],
                                               "params": {"iter_prime_factors": ["n"]}}},
                {"kind": "require", "params": {"constructs": ["yield"],
                                               "names": ["iter_prime_factors"]}},
                tests(
                    "it = iter_prime_factors(12)\nassert next(it) == 2\n"
                    "assert list(it) == [2, 3]",
                    "assert list(iter_prime_factors(97)) == [97]",
                ),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints to both functions: `n: int` everywhere; `prime_factors` "
                    "returns `list[int]`, and `iter_prime_factors` returns `Iterator[int]` "
                    "(import `Iterator` from `collections.abc`).",
            "checks": [
                {"kind": "type_hints", "params": {"exact": {
                    "prime_factors": {"n": "int", "return": "list[int]"},
                    "iter_prime_factors": {"n": "int", "return": "Iterator[int]"}}}},
                {"kind": "imports", "params": {"required": ["collections.abc"]}},
            ],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Run pycodestyle over the module and fix everything it reports "
                    "(default settings).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "distinct",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `distinct: bool = False` to `prime_factors`; "
                    "when true, each prime appears once (still ascending). Annotate it as "
                    "`bool`; the function signature is then `prime_factors(n: int, "
                    "distinct: bool = False) -> list[int]`.",
            "checks": [
                tests(
                    "assert prime_factors(360, distinct=True) == [2, 3, 5]",
                    "assert prime_factors(1, distinct=True) == []",
                    "assert prime_factors(360) == [2, 2, 2, 3, 3, 5]",
                    "assert prime_factors(49, distinct=False) == [7, 7]",
                ),
                {"kind": "type_hints", "params": {"exact": {"prime_factors": {
                    "n": "int", "distinct": "bool", "return": "list[int]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def prime_factors(n):
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
        code("""
def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
        code("""
def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n<1:
        raise ValueError('n must be positive')
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
        code("""
def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n<1:
        raise ValueError('n must be positive')
    factors=[]
    divisor=2
    while divisor*divisor<=n:
        while n%divisor==0:
            factors.append(divisor)
            n//=divisor
        divisor+=1
    if n>1:
        factors.append(n)
    return factors
"""),
        code("""
def iter_prime_factors(n):
    divisor=2
    while divisor*divisor<=n:
        while n%divisor==0:
            yield divisor
            n//=divisor
        divisor+=1
    if n>1:
        yield n

def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n<1:
        raise ValueError('n must be positive')
    return list(iter_prime_factors(n))
"""),
        code("""
from collections.abc import Iterator

def iter_prime_factors(n: int) -> Iterator[int]:
    divisor=2
    while divisor*divisor<=n:
        while n%divisor==0:
            yield divisor
            n//=divisor
        divisor+=1
    if n>1:
        yield n

def prime_factors(n: int) -> list[int]:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n<1:
        raise ValueError('n must be positive')
    return list(iter_prime_factors(n))
"""),
        code("""
from collections.abc import Iterator


def iter_prime_factors(n: int) -> Iterator[int]:
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            yield divisor
            n //= divisor
        divisor += 1
    if n > 1:
        yield n


def prime_factors(n: int) -> list[int]:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n < 1:
        raise ValueError('n must be positive')
    return list(iter_prime_factors(n))
"""),
        code("""
from collections.abc import Iterator


def iter_prime_factors(n: int) -> Iterator[int]:
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            yield divisor
            n //= divisor
        divisor += 1
    if n > 1:
        yield n


def prime_factors(n: int, distinct: bool = False) -> list[int]:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    if n < 1:
        raise ValueError('n must be positive')
    factors = iter_prime_factors(n)
    if distinct:
        # Factors come out sorted, so dict.fromkeys keeps them ascending.
        return list(dict.fromkeys(factors))
    return list(factors)
"""),
    ],
    "solo": {
        "type_error": code("""
def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError('n must be an integer')
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
        "positive_only": code("""
def prime_factors(n):
    if n<1:
        raise ValueError('n must be positive')
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
        "snake_case": code("""
def prime_factors(n):
    factors=[]
    divisor=2
    while divisor*divisor<=n:
        while n%divisor==0:
            factors.append(divisor)
            n//=divisor
        divisor+=1
    if n>1:
        factors.append(n)
    return factors
"""),
        "generator_helper": code("""
def iter_prime_factors(n):
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            yield divisorVal
            n//=divisorVal
        divisorVal+=1
    if n>1:
        yield n

def prime_factors(n):
    return list(iter_prime_factors(n))
"""),
        "type_hints": code("""
from collections.abc import Iterator

def iter_prime_factors(n: int) -> Iterator[int]:
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            yield divisorVal
            n//=divisorVal
        divisorVal+=1
    if n>1:
        yield n

def prime_factors(n: int) -> list[int]:
    return list(iter_prime_factors(n))
"""),
        "pep8": code("""
def prime_factors(n):
    factorList = []
    divisorVal = 2
    while divisorVal * divisorVal <= n:
        while n % divisorVal == 0:
            factorList.append(divisorVal)
            n //= divisorVal
        divisorVal += 1
    if n > 1:
        factorList.append(n)
    return factorList
"""),
        "distinct": code("""
def prime_factors(n: int, distinct: bool = False) -> list[int]:
    factorList=[]
    divisorVal=2
    while divisorVal*divisorVal<=n:
        while n%divisorVal==0:
            if not distinct or divisorVal not in factorList:
                factorList.append(divisorVal)
            n//=divisorVal
        divisorVal+=1
    if n>1:
        factorList.append(n)
    return factorList
"""),
    },
}
