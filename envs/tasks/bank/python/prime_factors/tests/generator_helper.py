# %%
it = iter_prime_factors(12)
assert next(it) == 2
assert list(it) == [2, 3]

# %% held-out
assert list(iter_prime_factors(97)) == [97]
