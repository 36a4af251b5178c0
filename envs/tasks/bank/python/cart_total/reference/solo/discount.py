from decimal import ROUND_HALF_UP, Decimal
from typing import Any

def cart_total(items: list[dict[str, Any]], discount_pct: float = 0) -> float:
    """Cart total.

    Args:
        items: Item dicts.
        discount_pct: Percent off.

    Returns:
        The total.
    """
    if discount_pct<0 or discount_pct>100:
        raise ValueError('discount must be between 0 and 100')
    total=Decimal(0)
    for item in items:
        total+=Decimal(str(item['price']))*item.get('qty', 1)
    total=total*(100-Decimal(str(discount_pct)))/100
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
