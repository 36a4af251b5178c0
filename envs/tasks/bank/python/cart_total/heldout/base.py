# %%
assert abs(cart_total([{'name': '', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 18.5) <= 1e-09 * max(1.0, abs(18.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}]) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'pad', 'price': 3.25, 'qty': 2}]) - 6.5) <= 1e-09 * max(1.0, abs(6.5))

# %%
assert abs(cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}, {'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) - 25.0) <= 1e-09 * max(1.0, abs(25.0))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}, {'name': 'gum', 'price': 0.1, 'qty': 3}]) - 0.6) <= 1e-09 * max(1.0, abs(0.6))

# %%
assert abs(cart_total([{'name': 'gum', 'price': 0.6, 'qty': 3}]) - 1.8) <= 1e-09 * max(1.0, abs(1.8))
