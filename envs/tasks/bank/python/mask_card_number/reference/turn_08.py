"""Masking of payment card numbers for display."""


def mask_card_number(number: str) -> str:
    """Hides all but the last four digits of a card number.

    Args:
        number: The card number; spaces and hyphens are allowed.

    Returns:
        The masked number in groups of four, e.g. '**** **** **** 1111'.

    Raises:
        ValueError: If it is not 12 to 19 ASCII digits.
    """
    number = number.replace(' ', '').replace('-', '')
    if not (number.isascii() and number.isdigit()) or not 12 <= len(number) <= 19:
        raise ValueError('invalid card number')
    masked = '*' * (len(number) - 4) + number[-4:]
    return ' '.join(masked[i:i + 4] for i in range(0, len(masked), 4))
