# %%
assert prime_factors(12) == [2, 2, 3]

# %% held-out
assert prime_factors(13) == [13]

# %% held-out
assert prime_factors(1) == []

# %% held-out
assert prime_factors(360) == [2, 2, 2, 3, 3, 5]

# %% held-out
assert prime_factors(9973 * 2) == [2, 9973]
