def cart_total(items):
    total=0
    for item in items:
        qty=item.get('qty', 1)
        if item['price']<0 or qty<1:
            raise ValueError(f"invalid item: {item['name']}")
        total+=item['price']*qty
    return round(total,2)
