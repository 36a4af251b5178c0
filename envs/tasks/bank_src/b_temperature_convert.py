"""Bank task: temperature conversion."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/temperature_convert",
    "entry_point": "temperature_convert",
    "prompt": (
        "Write a Python function `temperature_convert(value, unit)` that converts a "
        "temperature between Celsius and Fahrenheit. `unit` is the unit `value` is given in: "
        "'C' (convert to Fahrenheit) or 'F' (convert to Celsius). Return the converted value."
    ),
    "base_checks": [tests(
        "assert temperature_convert(100, 'C') == 212.0",
        "assert temperature_convert(32, 'F') == 0.0",
        "assert temperature_convert(-40, 'C') == -40.0",
        "assert abs(temperature_convert(98.6, 'F') - 37.0) < 1e-9",
    )],
    "instructions": [
        {
            "id": "bad_unit",
            "category": "exception_handling",
            "text": "Any other unit must raise a ValueError with the message "
                    "\"unit must be 'C' or 'F'\" (today anything that isn't 'C' is silently "
                    "treated as Fahrenheit).",
            "checks": [tests(
                """
for bad in ('K', 'celsius', ''):
    try:
        temperature_convert(10, bad)
    except ValueError as e:
        assert str(e) == "unit must be 'C' or 'F'", str(e)
    else:
        raise AssertionError(f'no ValueError for unit {bad!r}')
""",
            )],
        },
        {
            "id": "normalise_and_round",
            "category": "input_output_conditions",
            "text": "Be lenient with the unit: ignore surrounding whitespace and case, so "
                    "' c ' and 'f' are accepted. Round the result to 2 decimal places.",
            "checks": [tests(
                "assert temperature_convert(37.777, ' c ') == 100.0",
                "assert temperature_convert(0, 'f') == -17.78",
                "assert temperature_convert(20, 'C') == 68.0",
            )],
        },
        {
            "id": "absolute_zero",
            "category": "edge_case_handling",
            "text": "Temperatures below absolute zero (-273.15 °C, -459.67 °F, compared in "
                    "the input's own unit) must raise a ValueError with the message "
                    "'temperature below absolute zero'. Absolute zero itself is fine.",
            "checks": [tests(
                """
for value, unit in ((-300, 'C'), (-273.16, 'C'), (-460, 'F')):
    try:
        temperature_convert(value, unit)
    except ValueError as e:
        assert str(e) == 'temperature below absolute zero'
    else:
        raise AssertionError(f'no ValueError for {value} {unit}')
""",
                "assert abs(temperature_convert(-273.15, 'C') + 459.67) < 1e-6",
                "assert abs(temperature_convert(-459.67, 'F') + 273.15) < 1e-6",
            )],
        },
        {
            "id": "helpers",
            "category": "structure",
            "text": "Pull the two formulas out into public functions "
                    "`celsius_to_fahrenheit(celsius)` and `fahrenheit_to_celsius(fahrenheit)` "
                    "(no rounding, no validation); `temperature_convert` should use them rather "
                    "than repeat the formulas.",
            "checks": [
                {"kind": "defines", "params": {"params": {
                    "celsius_to_fahrenheit": ["celsius"],
                    "fahrenheit_to_celsius": ["fahrenheit"]}}},
                tests(
                    "assert celsius_to_fahrenheit(100) == 212.0",
                    "assert abs(fahrenheit_to_celsius(98.6) - 37.0) < 1e-9",
                    "assert abs(celsius_to_fahrenheit(37.777) - 99.9986) < 1e-9",
                ),
            ],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "`temperature_convert` has too many branches. Dispatch on the unit with a "
                    "dict instead of if/elif, so that every function has a McCabe cyclomatic "
                    "complexity of at most 3.",
            # The dict check makes the instruction fail on the if/else base as well: the base
            # is within the complexity bound, but does not dispatch through a dict.
            "checks": [
                {"kind": "complexity", "params": {"max": 3}},
                {"kind": "data_structure", "params": {"required": ["dict"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints to the three functions: `temperature_convert(value: "
                    "float, unit: str) -> float`, `celsius_to_fahrenheit(celsius: float) -> "
                    "float` and `fahrenheit_to_celsius(fahrenheit: float) -> float`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "temperature_convert": {"value": "float", "unit": "str", "return": "float"},
                "celsius_to_fahrenheit": {"celsius": "float", "return": "float"},
                "fahrenheit_to_celsius": {"fahrenheit": "float", "return": "float"},
            }}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add a module docstring, and a docstring to every public function (names "
                    "not starting with an underscore).",
            "checks": [{"kind": "docstring", "params": {"module": True}}],
        },
        {
            "id": "kelvin",
            "category": "functionality_extension",
            "text": "Support Kelvin. `unit` may now also be 'K', and a new keyword parameter "
                    "`to: str | None = None` picks the target unit ('C', 'F' or 'K', "
                    "normalised like `unit`). When `to` is None the target is 'F' for 'C' "
                    "input and 'C' for 'F' or 'K' input. An invalid `unit` or `to` raises "
                    "ValueError(\"unit must be 'C', 'F' or 'K'\"); 0 K is absolute zero. "
                    "Keep the rounding and annotate `to` as `str | None`.",
            "checks": [
                tests(
                    "assert temperature_convert(0, 'K') == -273.15",
                    "assert temperature_convert(100, 'C', to='K') == 373.15",
                    "assert temperature_convert(212, 'F', to=' f') == 212.0",
                    "assert temperature_convert(100, 'C') == 212.0",
                    "assert temperature_convert(300, 'k', to='F') == 80.33",
                    """
for unit, to in (('X', None), ('C', 'R')):
    try:
        temperature_convert(1, unit, to=to)
    except ValueError as e:
        assert str(e) == "unit must be 'C', 'F' or 'K'", str(e)
    else:
        raise AssertionError(f'no ValueError for {unit!r}, to={to!r}')
""",
                    """
try:
    temperature_convert(-1, 'K')
except ValueError as e:
    assert str(e) == 'temperature below absolute zero'
else:
    raise AssertionError('-1 K accepted')
""",
                ),
                {"kind": "type_hints", "params": {
                    "names": ["temperature_convert"],
                    "exact": {"temperature_convert": {"value": "float", "unit": "str",
                                                      "to": "str | None",
                                                      "return": "float"}}}},
            ],
            "supersedes": ["bad_unit"],
        },
    ],
    "references": [
        code("""
def temperature_convert(value, unit):
    if unit=='C':
        return value*9/5+32
    else:
        return (value-32)*5/9
"""),
        code("""
def temperature_convert(value, unit):
    if unit=='C':
        return value*9/5+32
    elif unit=='F':
        return (value-32)*5/9
    raise ValueError("unit must be 'C' or 'F'")
"""),
        code("""
def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        return round(value*9/5+32, 2)
    elif unit=='F':
        return round((value-32)*5/9, 2)
    raise ValueError("unit must be 'C' or 'F'")
"""),
        code("""
def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return round(value*9/5+32, 2)
    elif unit=='F':
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return round((value-32)*5/9, 2)
    raise ValueError("unit must be 'C' or 'F'")
"""),
        code("""
def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return round(celsius_to_fahrenheit(value), 2)
    elif unit=='F':
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return round(fahrenheit_to_celsius(value), 2)
    raise ValueError("unit must be 'C' or 'F'")
"""),
        code("""
def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

# unit -> (converter, absolute zero in that unit)
CONVERSIONS = {'C': (celsius_to_fahrenheit, -273.15),
               'F': (fahrenheit_to_celsius, -459.67)}

def temperature_convert(value, unit):
    key=unit.strip().upper()
    if key not in CONVERSIONS:
        raise ValueError("unit must be 'C' or 'F'")
    convert, floor = CONVERSIONS[key]
    if value<floor:
        raise ValueError('temperature below absolute zero')
    return round(convert(value), 2)
"""),
        code("""
def celsius_to_fahrenheit(celsius: float) -> float:
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit: float) -> float:
    return (fahrenheit-32)*5/9

# unit -> (converter, absolute zero in that unit)
CONVERSIONS = {'C': (celsius_to_fahrenheit, -273.15),
               'F': (fahrenheit_to_celsius, -459.67)}

def temperature_convert(value: float, unit: str) -> float:
    key=unit.strip().upper()
    if key not in CONVERSIONS:
        raise ValueError("unit must be 'C' or 'F'")
    convert, floor = CONVERSIONS[key]
    if value<floor:
        raise ValueError('temperature below absolute zero')
    return round(convert(value), 2)
"""),
        code("""
\"\"\"Temperature conversion between Celsius and Fahrenheit.\"\"\"

def celsius_to_fahrenheit(celsius: float) -> float:
    \"\"\"Converts Celsius to Fahrenheit.\"\"\"
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit: float) -> float:
    \"\"\"Converts Fahrenheit to Celsius.\"\"\"
    return (fahrenheit-32)*5/9

# unit -> (converter, absolute zero in that unit)
CONVERSIONS = {'C': (celsius_to_fahrenheit, -273.15),
               'F': (fahrenheit_to_celsius, -459.67)}

def temperature_convert(value: float, unit: str) -> float:
    \"\"\"Converts value from unit ('C' or 'F') to the other unit, rounded to 2 places.\"\"\"
    key=unit.strip().upper()
    if key not in CONVERSIONS:
        raise ValueError("unit must be 'C' or 'F'")
    convert, floor = CONVERSIONS[key]
    if value<floor:
        raise ValueError('temperature below absolute zero')
    return round(convert(value), 2)
"""),
        code("""
\"\"\"Temperature conversion between Celsius, Fahrenheit and Kelvin.\"\"\"

def celsius_to_fahrenheit(celsius: float) -> float:
    \"\"\"Converts Celsius to Fahrenheit.\"\"\"
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit: float) -> float:
    \"\"\"Converts Fahrenheit to Celsius.\"\"\"
    return (fahrenheit-32)*5/9

def _kelvin_to_celsius(kelvin: float) -> float:
    return kelvin-273.15

def _celsius_to_kelvin(celsius: float) -> float:
    return celsius+273.15

def _same(celsius: float) -> float:
    return celsius

# Everything goes through Celsius: source unit -> Celsius -> target unit.
TO_CELSIUS = {'C': _same, 'F': fahrenheit_to_celsius, 'K': _kelvin_to_celsius}
FROM_CELSIUS = {'C': _same, 'F': celsius_to_fahrenheit, 'K': _celsius_to_kelvin}
# Absolute zero in each unit, compared in the input's own unit to avoid float drift.
FLOORS = {'C': -273.15, 'F': -459.67, 'K': 0.0}
DEFAULT_TARGET = {'C': 'F', 'F': 'C', 'K': 'C'}

def _unit(name: str) -> str:
    key=name.strip().upper()
    if key not in FLOORS:
        raise ValueError("unit must be 'C', 'F' or 'K'")
    return key

def temperature_convert(value: float, unit: str, to: str | None = None) -> float:
    \"\"\"Converts value from unit to `to` (C, F or K), rounded to 2 places.\"\"\"
    source=_unit(unit)
    target=DEFAULT_TARGET[source] if to is None else _unit(to)
    if value<FLOORS[source]:
        raise ValueError('temperature below absolute zero')
    return round(FROM_CELSIUS[target](TO_CELSIUS[source](value)), 2)
"""),
    ],
    "solo": {
        "bad_unit": code("""
def temperature_convert(value, unit):
    if unit=='C':
        return value*9/5+32
    elif unit=='F':
        return (value-32)*5/9
    raise ValueError("unit must be 'C' or 'F'")
"""),
        "normalise_and_round": code("""
def temperature_convert(value, unit):
    if unit.strip().upper()=='C':
        return round(value*9/5+32, 2)
    else:
        return round((value-32)*5/9, 2)
"""),
        "absolute_zero": code("""
def temperature_convert(value, unit):
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return value*9/5+32
    else:
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return (value-32)*5/9
"""),
        "helpers": code("""
def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

def temperature_convert(value, unit):
    if unit=='C':
        return celsius_to_fahrenheit(value)
    else:
        return fahrenheit_to_celsius(value)
"""),
        "complexity": code("""
CONVERSIONS = {'C': lambda value: value*9/5+32, 'F': lambda value: (value-32)*5/9}

def temperature_convert(value, unit):
    return CONVERSIONS.get(unit, CONVERSIONS['F'])(value)
"""),
        "type_hints": code("""
def celsius_to_fahrenheit(celsius: float) -> float:
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit: float) -> float:
    return (fahrenheit-32)*5/9

def temperature_convert(value: float, unit: str) -> float:
    if unit=='C':
        return celsius_to_fahrenheit(value)
    else:
        return fahrenheit_to_celsius(value)
"""),
        "docstrings": code("""
\"\"\"Temperature conversion.\"\"\"

def temperature_convert(value, unit):
    \"\"\"Converts value from unit ('C' or 'F') to the other unit.\"\"\"
    if unit=='C':
        return value*9/5+32
    else:
        return (value-32)*5/9
"""),
        "kelvin": code("""
def temperature_convert(value: float, unit: str, to: str | None = None) -> float:
    unit=unit.strip().upper()
    if unit not in ('C', 'F', 'K'):
        raise ValueError("unit must be 'C', 'F' or 'K'")
    if to is None:
        to='F' if unit=='C' else 'C'
    to=to.strip().upper()
    if to not in ('C', 'F', 'K'):
        raise ValueError("unit must be 'C', 'F' or 'K'")
    if value<{'C': -273.15, 'F': -459.67, 'K': 0}[unit]:
        raise ValueError('temperature below absolute zero')
    if unit=='F':
        value=(value-32)*5/9
    elif unit=='K':
        value=value-273.15
    if to=='F':
        value=value*9/5+32
    elif to=='K':
        value=value+273.15
    return round(value, 2)
"""),
    },
}
