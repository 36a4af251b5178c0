# %%
assert prime_factors(360, distinct=True) == [2, 3, 5]

# %% held-out
assert prime_factors(1, distinct=True) == []

# %% held-out
assert prime_factors(360) == [2, 2, 2, 3, 3, 5]

# %% held-out
assert prime_factors(49, distinct=False) == [7, 7]
