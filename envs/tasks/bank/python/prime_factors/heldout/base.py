# %%
assert prime_factors(11) == [11]

# %%
assert prime_factors(24) == [2, 2, 2, 3]

# %%
assert prime_factors(6) == [2, 3]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(1000012) == [2, 2, 13, 19231]

# %%
assert prime_factors(1000013) == [7, 373, 383]

# %%
assert prime_factors(14) == [2, 7]

# %%
assert prime_factors(26) == [2, 13]

# %%
assert prime_factors(1000001) == [101, 9901]

# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(720) == [2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(1000360) == [2, 2, 2, 5, 89, 281]

# %%
assert prime_factors(359) == [359]

# %%
assert prime_factors(361) == [19, 19]

# %%
assert prime_factors(180) == [2, 2, 3, 3, 5]
