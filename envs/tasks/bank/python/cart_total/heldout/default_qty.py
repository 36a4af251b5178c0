# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'price': 2.5}]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))
