# %%
it = iter_prime_factors(11)
assert next(it) == 11
assert list(it) == []

# %%
it = iter_prime_factors(1000012)
assert next(it) == 2
assert list(it) == [2, 13, 19231]

# %%
it = iter_prime_factors(13)
assert next(it) == 13
assert list(it) == []

# %%
it = iter_prime_factors(6)
assert next(it) == 2
assert list(it) == [3]

# %%
it = iter_prime_factors(7)
assert next(it) == 7
assert list(it) == []

# %%
it = iter_prime_factors(24)
assert next(it) == 2
assert list(it) == [2, 2, 3]

# %%
assert list(iter_prime_factors(96)) == [2, 2, 2, 2, 2, 3]

# %%
assert list(iter_prime_factors(7)) == [7]

# %%
assert list(iter_prime_factors(98)) == [2, 7, 7]

# %%
assert list(iter_prime_factors(-97)) == []

# %%
assert list(iter_prime_factors(1000097)) == [7, 142871]

# %%
assert list(iter_prime_factors(48)) == [2, 2, 2, 2, 3]

# %%
assert list(iter_prime_factors(194)) == [2, 97]

# %%
assert list(iter_prime_factors(-1)) == []

# %%
assert list(iter_prime_factors(1)) == []

# %%
assert list(iter_prime_factors(0)) == []
