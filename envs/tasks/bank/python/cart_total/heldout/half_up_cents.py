# %%
assert abs(cart_total([]) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 2}]) - 2.01) <= 1e-09 * max(1.0, abs(2.01))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 2.01) <= 1e-09 * max(1.0, abs(2.01))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 5.35) <= 1e-09 * max(1.0, abs(5.35))

# %%
assert abs(cart_total([{'price': 2.675, 'qty': 1}]) - 2.68) <= 1e-09 * max(1.0, abs(2.68))

# %%
assert abs(cart_total([{'name': '', 'price': 2.675, 'qty': 1}]) - 2.68) <= 1e-09 * max(1.0, abs(2.68))

# %%
assert type(cart_total([{'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([])) is float

# %%
assert type(cart_total([{'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.835, 'qty': 3}]) - 2.51) <= 1e-09 * max(1.0, abs(2.51))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}]) - 2.01) <= 1e-09 * max(1.0, abs(2.01))
