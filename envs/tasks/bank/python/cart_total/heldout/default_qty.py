# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'price': 2.5}]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}]) - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 3.0}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))

# %%
assert abs(cart_total([{'price': 3.0}]) - 3.0) <= 1e-09 * max(1.0, abs(3.0))

# %%
assert abs(cart_total([{'price': 2.5}, {'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 3.0}]) - 3.0) <= 1e-09 * max(1.0, abs(3.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 3.0}, {'name': 'a', 'price': 2.5}]) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 3.0}, {'name': 'a', 'price': 2.5}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'price': 2.5}, {'name': 'a', 'price': 3.0}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 3.0}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 3.0}]) - 11.0) <= 1e-09 * max(1.0, abs(11.0))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}, {'name': 'a', 'price': 3.0}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'price': 2.5}, {'name': 'a', 'price': 2.5}, {'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))

# %%
assert abs(cart_total([{'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'price': 3.0}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 3.0}]) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'price': 2.5}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 15.0) <= 1e-09 * max(1.0, abs(15.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': '', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 12.5) <= 1e-09 * max(1.0, abs(12.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 2.5}, {'name': 'a', 'price': 2.5}, {'price': 2.5}, {'name': 'a', 'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))

# %%
assert abs(cart_total([{'price': 3.5}]) - 3.5) <= 1e-09 * max(1.0, abs(3.5))

# %%
assert abs(cart_total([{'price': 3.0}, {'price': 3.0}]) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(cart_total([{'price': 2.5}, {'price': 3.0}]) - 5.5) <= 1e-09 * max(1.0, abs(5.5))

# %%
assert abs(cart_total([{'price': 2.5}, {'price': 2.5}, {'price': 2.5}, {'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))

# %%
assert abs(cart_total([{'price': 2.5}, {'price': 2.5}, {'price': 2.5}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}, {'price': 2.5}]) - 5.0) <= 1e-09 * max(1.0, abs(5.0))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}]) - 7.5) <= 1e-09 * max(1.0, abs(7.5))

# %%
assert abs(cart_total([{'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}, {'name': '', 'price': 2.5}]) - 10.0) <= 1e-09 * max(1.0, abs(10.0))
