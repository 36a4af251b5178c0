"""Bank task: shopping cart total."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/cart_total",
    "entry_point": "cart_total",
    "prompt": (
        "Write a Python function `cart_total(items)` that returns the total price of a "
        "shopping cart as a float rounded to 2 decimal places. `items` is a list of dicts "
        "with the keys 'name' (str), 'price' (unit price, a number) and 'qty' (an int)."
    ),
    "base_checks": [tests(
        "assert cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, "
        "{'name': 'pad', 'price': 3.25, 'qty': 2}]) == 12.5",
        "assert cart_total([]) == 0.0",
        "assert cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}]) == 0.3",
        "assert cart_total([{'name': 'tv', 'price': 499, 'qty': 1}]) == 499.0",
    )],
    "instructions": [
        {
            "id": "invalid_item",
            "category": "exception_handling",
            "text": "Reject bad lines: if an item's price is negative or its qty is less than "
                    "1, raise ValueError(f\"invalid item: {name}\") with the item's name, "
                    "e.g. 'invalid item: pen'.",
            "checks": [tests(
                """
for bad in ({'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}):
    try:
        cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, bad])
    except ValueError as e:
        assert str(e) == 'invalid item: pen', str(e)
    else:
        raise AssertionError(f'{bad} accepted')
""",
                "assert cart_total([{'name': 'free', 'price': 0, 'qty': 2}]) == 0.0",
            )],
        },
        {
            "id": "default_qty",
            "category": "input_output_conditions",
            "text": "The 'qty' key is optional: an item without it counts once.",
            "checks": [tests(
                "assert cart_total([{'name': 'a', 'price': 2.5}]) == 2.5",
                "assert cart_total([{'name': 'a', 'price': 2}, "
                "{'name': 'b', 'price': 1, 'qty': 3}]) == 5.0",
            )],
        },
        {
            "id": "half_up_cents",
            "category": "input_output_conditions",
            "text": "Round like a cashier: the total is rounded half up to whole cents, "
                    "computed exactly from the prices as written in decimal (1.005 becomes "
                    "1.01 and 2.675 becomes 2.68). The `decimal` module helps; the result is "
                    "still returned as a float.",
            "checks": [tests(
                "assert cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}]) == 1.01",
                "assert cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}]) == 2.68",
                "assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}])) is float",
                "assert cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}]) == 1.01",
            )],
        },
        {
            "id": "short_functions",
            "category": "function_length",
            "text": "Split the work up: no function, private helpers included, may be longer "
                    "than 6 lines, counting the `def` line but not blank lines, comments or "
                    "the docstring.",
            "checks": [{"kind": "function_length", "params": {"max_lines": 6,
                                                              "include_private": True}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `cart_total` as `cart_total(items: list[dict[str, Any]]) -> "
                    "float` (with `Any` from `typing`).",
            "checks": [{"kind": "type_hints", "params": {
                "names": ["cart_total"],
                "exact": {"cart_total": {"items": "list[dict[str, Any]]",
                                         "return": "float"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Give `cart_total` a Google-style docstring with Args:, Returns: and "
                    "Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["cart_total"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Tidy the formatting until pycodestyle (default settings) is silent.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "discount",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `discount_pct: float = 0`, a percentage taken off "
                    "the exact total before the final rounding. Outside 0..100 (inclusive) "
                    "raise ValueError('discount must be between 0 and 100'). Annotate it and "
                    "document it in the docstring's Args: section.",
            "checks": [
                tests(
                    "assert cart_total([{'name': 'a', 'price': 10, 'qty': 3}], "
                    "discount_pct=10) == 27.0",
                    "assert cart_total([{'name': 'a', 'price': 0.05}], discount_pct=50) == 0.03",
                    "assert cart_total([{'name': 'a', 'price': 8}], discount_pct=100) == 0.0",
                    """
try:
    cart_total([], discount_pct=120)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["cart_total"], "exact": {
                    "cart_total": {"items": "list[dict[str, Any]]", "discount_pct": "float",
                                   "return": "float"}}}},
                {"kind": "docstring", "params": {"names": ["cart_total"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code("""
def cart_total(items):
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        total+=price*qty
    return round(total,2)
"""),
        code("""
def cart_total(items):
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        if price<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=price*qty
    return round(total,2)
"""),
        code("""
def cart_total(items):
    total=0
    for item in items:
        qty=item.get('qty', 1)
        if item['price']<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=item['price']*qty
    return round(total,2)
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal

def cart_total(items):
    total=Decimal(0)
    for item in items:
        qty=item.get('qty', 1)
        if item['price']<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=Decimal(str(item['price']))*qty
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal

CENT=Decimal('0.01')

def _line_total(item):
    qty=item.get('qty', 1)
    if item['price']<0 or qty<1:
        raise ValueError(f"invalid item: {item['name']}")
    return Decimal(str(item['price']))*qty

def cart_total(items):
    total=sum((_line_total(item) for item in items), Decimal(0))
    return float(total.quantize(CENT, rounding=ROUND_HALF_UP))
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

CENT=Decimal('0.01')

def _line_total(item):
    qty=item.get('qty', 1)
    if item['price']<0 or qty<1:
        raise ValueError(f"invalid item: {item['name']}")
    return Decimal(str(item['price']))*qty

def cart_total(items: list[dict[str, Any]]) -> float:
    total=sum((_line_total(item) for item in items), Decimal(0))
    return float(total.quantize(CENT, rounding=ROUND_HALF_UP))
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

CENT=Decimal('0.01')

def _line_total(item):
    qty=item.get('qty', 1)
    if item['price']<0 or qty<1:
        raise ValueError(f"invalid item: {item['name']}")
    return Decimal(str(item['price']))*qty

def cart_total(items: list[dict[str, Any]]) -> float:
    \"\"\"Totals a shopping cart.

    Args:
        items: Dicts with 'name', 'price' and an optional 'qty' (default 1).

    Returns:
        The total, rounded half up to cents.

    Raises:
        ValueError: If a price is negative or a qty is below 1.
    \"\"\"
    total=sum((_line_total(item) for item in items), Decimal(0))
    return float(total.quantize(CENT, rounding=ROUND_HALF_UP))
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

CENT = Decimal('0.01')


def _line_total(item):
    qty = item.get('qty', 1)
    if item['price'] < 0 or qty < 1:
        raise ValueError(f"invalid item: {item['name']}")
    return Decimal(str(item['price'])) * qty


def cart_total(items: list[dict[str, Any]]) -> float:
    \"\"\"Totals a shopping cart.

    Args:
        items: Dicts with 'name', 'price' and an optional 'qty' (default 1).

    Returns:
        The total, rounded half up to cents.

    Raises:
        ValueError: If a price is negative or a qty is below 1.
    \"\"\"
    total = sum((_line_total(item) for item in items), Decimal(0))
    return float(total.quantize(CENT, rounding=ROUND_HALF_UP))
"""),
        code("""
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

CENT = Decimal('0.01')


def _line_total(item):
    qty = item.get('qty', 1)
    if item['price'] < 0 or qty < 1:
        raise ValueError(f"invalid item: {item['name']}")
    return Decimal(str(item['price'])) * qty


def _discount_factor(discount_pct):
    if not 0 <= discount_pct <= 100:
        raise ValueError('discount must be between 0 and 100')
    return 1 - Decimal(str(discount_pct)) / 100


def cart_total(items: list[dict[str, Any]],
               discount_pct: float = 0) -> float:
    \"\"\"Totals a shopping cart.

    Args:
        items: Dicts with 'name', 'price' and an optional 'qty' (default 1).
        discount_pct: Percentage taken off the total, 0 to 100.

    Returns:
        The discounted total, rounded half up to cents.

    Raises:
        ValueError: If a price is negative, a qty is below 1, or the
            discount is outside 0..100.
    \"\"\"
    total = sum((_line_total(item) for item in items), Decimal(0))
    total *= _discount_factor(discount_pct)
    return float(total.quantize(CENT, rounding=ROUND_HALF_UP))
"""),
    ],
    "solo": {
        "invalid_item": code("""
def cart_total(items):
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        if price<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=price*qty
    return round(total,2)
"""),
        "default_qty": code("""
def cart_total(items):
    total=0
    for item in items:
        total+=item['price']*item.get('qty', 1)
    return round(total,2)
"""),
        "half_up_cents": code("""
from decimal import ROUND_HALF_UP, Decimal

def cart_total(items):
    total=Decimal(0)
    for item in items:
        total+=Decimal(str(item['price']))*item['qty']
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
"""),
        "short_functions": code("""
def cart_total(items):
    total=sum(item['price']*item['qty'] for item in items)
    return round(total,2)
"""),
        "type_hints": code("""
from typing import Any

def cart_total(items: list[dict[str, Any]]) -> float:
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        total+=price*qty
    return round(total,2)
"""),
        "docstring": code("""
def cart_total(items):
    \"\"\"Cart total.

    Args:
        items: Item dicts.

    Returns:
        The total.

    Raises:
        KeyError: If an item lacks a key.
    \"\"\"
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        total+=price*qty
    return round(total,2)
"""),
        "pep8": code("""
def cart_total(items):
    total = 0
    for item in items:
        price = item['price']
        qty = item['qty']
        total += price * qty
    return round(total, 2)
"""),
        "discount": code("""
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

def cart_total(items: list[dict[str, Any]], discount_pct: float = 0) -> float:
    \"\"\"Cart total.

    Args:
        items: Item dicts.
        discount_pct: Percent off.

    Returns:
        The total.
    \"\"\"
    if discount_pct<0 or discount_pct>100:
        raise ValueError('discount must be between 0 and 100')
    total=Decimal(0)
    for item in items:
        total+=Decimal(str(item['price']))*item.get('qty', 1)
    total=total*(100-Decimal(str(discount_pct)))/100
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
"""),
    },
}
