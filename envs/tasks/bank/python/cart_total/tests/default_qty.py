# %%
assert cart_total([{'name': 'a', 'price': 2.5}]) == 2.5

# %% held-out
assert cart_total([{'name': 'a', 'price': 2}, {'name': 'b', 'price': 1, 'qty': 3}]) == 5.0
