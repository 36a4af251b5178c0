# %%
for bad in ({'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}):
    try:
        cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, bad])
    except ValueError as e:
        assert str(e) == 'invalid item: pen', str(e)
    else:
        raise AssertionError(f'{bad} accepted')

# %% held-out
assert cart_total([{'name': 'free', 'price': 0, 'qty': 2}]) == 0.0
