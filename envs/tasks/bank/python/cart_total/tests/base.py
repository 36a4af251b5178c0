# %%
assert cart_total([{'name': 'pen', 'price': 1.5, 'qty': 4}, {'name': 'pad', 'price': 3.25, 'qty': 2}]) == 12.5

# %% held-out
assert cart_total([]) == 0.0

# %% held-out
assert cart_total([{'name': 'gum', 'price': 0.1, 'qty': 3}]) == 0.3

# %% held-out
assert cart_total([{'name': 'tv', 'price': 499, 'qty': 1}]) == 499.0
