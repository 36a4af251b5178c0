"""Temperature conversion between Celsius, Fahrenheit and Kelvin."""

def celsius_to_fahrenheit(celsius: float) -> float:
    """Converts Celsius to Fahrenheit."""
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit: float) -> float:
    """Converts Fahrenheit to Celsius."""
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
    """Converts value from unit to `to` (C, F or K), rounded to 2 places."""
    source=_unit(unit)
    target=DEFAULT_TARGET[source] if to is None else _unit(to)
    if value<FLOORS[source]:
        raise ValueError('temperature below absolute zero')
    return round(FROM_CELSIUS[target](TO_CELSIUS[source](value)), 2)
