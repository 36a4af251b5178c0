def cart_total(items):
    total=sum(item['price']*item['qty'] for item in items)
    return round(total,2)
