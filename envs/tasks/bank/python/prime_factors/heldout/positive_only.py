# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(1000001) == [101, 9901]
