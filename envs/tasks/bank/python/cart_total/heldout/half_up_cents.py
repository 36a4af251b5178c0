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

# %%
assert abs(cart_total(()) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 3}]) - 3.02) <= 1e-09 * max(1.0, abs(3.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 2}, {'name': 'x', 'price': 1.005, 'qty': 2}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 3.02) <= 1e-09 * max(1.0, abs(3.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.505, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 2.51) <= 1e-09 * max(1.0, abs(2.51))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}]) - 2.68) <= 1e-09 * max(1.0, abs(2.68))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 2}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 8.03) <= 1e-09 * max(1.0, abs(8.03))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 8.03) <= 1e-09 * max(1.0, abs(8.03))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 10.7) <= 1e-09 * max(1.0, abs(10.7))

# %%
assert abs(cart_total([{'price': 3.175, 'qty': 1}]) - 3.18) <= 1e-09 * max(1.0, abs(3.18))

# %%
assert abs(cart_total([{'price': 2.675, 'qty': 1}, {'price': 2.675, 'qty': 1}]) - 5.35) <= 1e-09 * max(1.0, abs(5.35))

# %%
assert abs(cart_total([{'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}]) - 5.35) <= 1e-09 * max(1.0, abs(5.35))

# %%
assert type(cart_total([{'price': 2, 'qty': 2}])) is float

# %%
assert type(cart_total([{'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total(())) is float

# %%
assert type(cart_total([{'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': '', 'price': 2, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 3}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert abs(cart_total([{'name': 'w', 'price': 1.335, 'qty': 3}]) - 4.01) <= 1e-09 * max(1.0, abs(4.01))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}]) - 5.01) <= 1e-09 * max(1.0, abs(5.01))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}]) - 3.02) <= 1e-09 * max(1.0, abs(3.02))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}]) - 1.01) <= 1e-09 * max(1.0, abs(1.01))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 4}]) - 2.35) <= 1e-09 * max(1.0, abs(2.35))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 3}, {'name': 'x', 'price': 1.005, 'qty': 3}]) - 6.03) <= 1e-09 * max(1.0, abs(6.03))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 4}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 2}, {'price': 1.005, 'qty': 2}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 2}, {'name': '', 'price': 1.005, 'qty': 2}]) - 4.02) <= 1e-09 * max(1.0, abs(4.02))

# %%
assert abs(cart_total([{'price': 1.005, 'qty': 1}]) - 1.01) <= 1e-09 * max(1.0, abs(1.01))

# %%
assert abs(cart_total([{'name': '', 'price': 1.005, 'qty': 1}]) - 1.01) <= 1e-09 * max(1.0, abs(1.01))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 3.02) <= 1e-09 * max(1.0, abs(3.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'name': '', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.005, 'qty': 1}]) - 3.02) <= 1e-09 * max(1.0, abs(3.02))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.505, 'qty': 1}]) - 1.51) <= 1e-09 * max(1.0, abs(1.51))

# %%
assert abs(cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}, {'name': 'x', 'price': 1.505, 'qty': 1}]) - 2.51) <= 1e-09 * max(1.0, abs(2.51))

# %%
assert abs(cart_total([{'name': 'y', 'price': 3.175, 'qty': 1}]) - 3.18) <= 1e-09 * max(1.0, abs(3.18))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 2}, {'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 2}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 16.05) <= 1e-09 * max(1.0, abs(16.05))

# %%
assert abs(cart_total([{'price': 2.675, 'qty': 2}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 8.03) <= 1e-09 * max(1.0, abs(8.03))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 2}]) - 5.35) <= 1e-09 * max(1.0, abs(5.35))

# %%
assert abs(cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}, {'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}, {'name': 'y', 'price': 2.675, 'qty': 1}]) - 10.7) <= 1e-09 * max(1.0, abs(10.7))

# %%
assert abs(cart_total([{'price': 3.675, 'qty': 1}]) - 3.68) <= 1e-09 * max(1.0, abs(3.68))

# %%
assert abs(cart_total([{'price': 3.175, 'qty': 1}, {'price': 3.175, 'qty': 1}]) - 6.35) <= 1e-09 * max(1.0, abs(6.35))

# %%
assert abs(cart_total([{'price': 2.675, 'qty': 1}, {'price': 2.675, 'qty': 2}]) - 8.03) <= 1e-09 * max(1.0, abs(8.03))

# %%
assert abs(cart_total([{'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}]) - 10.7) <= 1e-09 * max(1.0, abs(10.7))

# %%
assert abs(cart_total([{'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 2.675, 'qty': 1}]) - 8.03) <= 1e-09 * max(1.0, abs(8.03))

# %%
assert abs(cart_total([{'name': '', 'price': 2.675, 'qty': 1}, {'name': '', 'price': 3.175, 'qty': 1}]) - 5.85) <= 1e-09 * max(1.0, abs(5.85))

# %%
assert type(cart_total([{'price': 2, 'qty': 2}, {'price': 2, 'qty': 2}])) is float

# %%
assert type(cart_total([{'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': '', 'price': 2, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': '', 'price': 2, 'qty': 2}, {'name': '', 'price': 2, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 3}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'price': 1, 'qty': 2}])) is float

# %%
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}, {'name': 'z', 'price': 1, 'qty': 2}, {'name': '', 'price': 1, 'qty': 2}])) is float

# %%
assert abs(cart_total([{'name': 'w', 'price': 1.335, 'qty': 4}]) - 5.34) <= 1e-09 * max(1.0, abs(5.34))

# %%
assert abs(cart_total([{'name': 'w', 'price': 1.335, 'qty': 3}, {'name': 'w', 'price': 1.335, 'qty': 3}]) - 8.01) <= 1e-09 * max(1.0, abs(8.01))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}]) - 7.52) <= 1e-09 * max(1.0, abs(7.52))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 4}]) - 5.85) <= 1e-09 * max(1.0, abs(5.85))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}, {'name': 'w', 'price': 0.835, 'qty': 3}]) - 10.02) <= 1e-09 * max(1.0, abs(10.02))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 3}, {'name': 'w', 'price': 0.335, 'qty': 4}]) - 4.36) <= 1e-09 * max(1.0, abs(4.36))

# %%
assert abs(cart_total([{'name': 'w', 'price': 0.335, 'qty': 4}]) - 1.34) <= 1e-09 * max(1.0, abs(1.34))
