from decimal import ROUND_HALF_UP, Decimal

def cart_total(items):
    total=Decimal(0)
    for item in items:
        qty=item.get('qty', 1)
        if item['price']<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=Decimal(str(item['price']))*qty
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
