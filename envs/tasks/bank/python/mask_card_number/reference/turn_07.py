"""Masking of payment card numbers for display."""

def mask_card_number(number: str) -> str:
    """Hides all but the last four digits of a card number.

    Args:
        number: The card number; spaces and hyphens are allowed.

    Returns:
        The digits with all but the last four replaced by '*'.

    Raises:
        ValueError: If it is not 12 to 19 ASCII digits.
    """
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    return '*'*(len(number)-4)+number[-4:]
