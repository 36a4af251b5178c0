# %%
assert cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=10) == 27.0

# %% held-out
assert cart_total([{'name': 'a', 'price': 0.05}], discount_pct=50) == 0.03

# %% held-out
assert cart_total([{'name': 'a', 'price': 8}], discount_pct=100) == 0.0

# %% held-out
try:
    cart_total([], discount_pct=120)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')
