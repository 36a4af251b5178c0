# %%
assert prime_factors(7, distinct=True) == [7]

# %%
assert prime_factors(720, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(180, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(361, distinct=True) == [19]

# %%
assert prime_factors(1000000, distinct=True) == [2, 5]

# %%
assert prime_factors(360, distinct=False) == [2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(359, distinct=True) == [359]

# %%
assert prime_factors(1, distinct=False) == []

# %%
assert prime_factors(2, distinct=True) == [2]

# %%
assert prime_factors(1) == []

# %%
assert prime_factors(1000000) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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
assert prime_factors(1000000, distinct=False) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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

# %%
assert prime_factors(8, distinct=True) == [2]

# %%
assert prime_factors(14, distinct=True) == [2, 7]

# %%
assert prime_factors(3, distinct=True) == [3]

# %%
assert prime_factors(6, distinct=True) == [2, 3]

# %%
assert prime_factors(721, distinct=True) == [7, 103]

# %%
assert prime_factors(1440, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(719, distinct=True) == [719]

# %%
assert prime_factors(720, distinct=False) == [2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(180, distinct=False) == [2, 2, 3, 3, 5]

# %%
assert prime_factors(90, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(179, distinct=True) == [179]

# %%
assert prime_factors(181, distinct=True) == [181]

# %%
assert prime_factors(361, distinct=False) == [19, 19]

# %%
assert prime_factors(362, distinct=True) == [2, 181]

# %%
assert prime_factors(722, distinct=True) == [2, 19]

# %%
assert prime_factors(999999, distinct=True) == [3, 7, 11, 13, 37]

# %%
assert prime_factors(500000, distinct=True) == [2, 5]

# %%
assert prime_factors(359, distinct=False) == [359]

# %%
assert prime_factors(718, distinct=True) == [2, 359]

# %%
assert prime_factors(358, distinct=True) == [2, 179]

# %%
assert prime_factors(2, distinct=False) == [2]

# %%
assert prime_factors(4, distinct=True) == [2]

# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(500000) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999999) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert prime_factors(179) == [179]

# %%
assert prime_factors(358) == [2, 179]

# %%
assert prime_factors(718) == [2, 359]

# %%
assert prime_factors(90) == [2, 3, 3, 5]

# %%
assert prime_factors(181) == [181]

# %%
assert prime_factors(14) == [2, 7]

# %%
assert prime_factors(6) == [2, 3]

# %%
assert prime_factors(3) == [3]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(1440) == [2, 2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(719) == [719]

# %%
assert prime_factors(721) == [7, 103]

# %%
assert prime_factors(722) == [2, 19, 19]

# %%
assert prime_factors(362) == [2, 181]

# %%
assert prime_factors(100, distinct=False) == [2, 2, 5, 5]

# %%
assert prime_factors(25, distinct=False) == [5, 5]

# %%
assert prime_factors(51, distinct=False) == [3, 17]

# %%
assert prime_factors(50, distinct=True) == [2, 5]

# %%
assert prime_factors(500000, distinct=False) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999999, distinct=False) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert prime_factors(12, distinct=False) == [2, 2, 3]

# %%
assert prime_factors(23, distinct=False) == [23]

# %%
assert prime_factors(24, distinct=True) == [2, 3]

# %%
assert prime_factors(98, distinct=True) == [2, 7]

# %%
assert prime_factors(99, distinct=False) == [3, 3, 11]

# %%
assert prime_factors(97, distinct=False) == [97]

# %%
assert prime_factors(47, distinct=False) == [47]

# %%
assert prime_factors(96, distinct=False) == [2, 2, 2, 2, 2, 3]

# %%
assert prime_factors(8, distinct=False) == [2, 2, 2]

# %%
assert prime_factors(6, distinct=False) == [2, 3]

# %%
assert prime_factors(3, distinct=False) == [3]

# %%
assert prime_factors(14, distinct=False) == [2, 7]
