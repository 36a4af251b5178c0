def cart_total(items):
    total=0
    for item in items:
        price=item['price']
        qty=item['qty']
        total+=price*qty
    return round(total,2)
