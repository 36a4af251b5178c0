# %%
assert cart_total([{'name': 'x', 'price': 1.005, 'qty': 1}]) == 1.01

# %% held-out
assert cart_total([{'name': 'y', 'price': 2.675, 'qty': 1}]) == 2.68

# %% held-out
assert type(cart_total([{'name': 'z', 'price': 1, 'qty': 2}])) is float

# %% held-out
assert cart_total([{'name': 'w', 'price': 0.335, 'qty': 3}]) == 1.01
