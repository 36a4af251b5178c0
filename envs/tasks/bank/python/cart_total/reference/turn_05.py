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
