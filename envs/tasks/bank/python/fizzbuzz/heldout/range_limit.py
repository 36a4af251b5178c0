# %%
assert len(fizzbuzz(7)) == 7

# %%
assert len(fizzbuzz(5000)) == 5000

# %%
assert len(fizzbuzz(0)) == 0

# %%
assert len(fizzbuzz(1)) == 1

# %%
assert len(fizzbuzz(9999)) == 9999
