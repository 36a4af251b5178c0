from decimal import ROUND_HALF_UP, Decimal

def cart_total(items):
    total=Decimal(0)
    for item in items:
        total+=Decimal(str(item['price']))*item['qty']
    return float(total.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
