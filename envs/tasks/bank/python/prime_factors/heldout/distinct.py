# %%
assert prime_factors(7, distinct=True) == [7]

# %%
assert prime_factors(720, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(180, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(361, distinct=True) == [19]

# %%
assert prime_factors(1000360, distinct=True) == [2, 5, 89, 281]

# %%
assert prime_factors(360, distinct=False) == [2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(359, distinct=True) == [359]

# %%
assert prime_factors(1, distinct=False) == []

# %%
assert prime_factors(1000001, distinct=True) == [101, 9901]

# %%
assert prime_factors(2, distinct=True) == [2]

# %%
assert prime_factors(1) == []

# %%
assert prime_factors(1000360) == [2, 2, 2, 5, 89, 281]

# %%
assert prime_factors(359) == [359]

# %%
assert prime_factors(180) == [2, 2, 3, 3, 5]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(720) == [2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(361) == [19, 19]

# %%
assert prime_factors(50, distinct=False) == [2, 5, 5]

# %%
assert prime_factors(1000049, distinct=False) == [353, 2833]

# %%
assert prime_factors(24, distinct=False) == [2, 2, 2, 3]

# %%
assert prime_factors(49, distinct=True) == [7]

# %%
assert prime_factors(98, distinct=False) == [2, 7, 7]

# %%
assert prime_factors(48, distinct=False) == [2, 2, 2, 2, 3]

# %%
assert prime_factors(7, distinct=False) == [7]
