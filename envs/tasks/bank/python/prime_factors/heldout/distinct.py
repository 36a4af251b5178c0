# %%
assert prime_factors(720, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(180, distinct=True) == [2, 3, 5]

# %%
assert prime_factors(360, distinct=False) == [2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(359, distinct=True) == [359]

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
assert prime_factors(361) == [19, 19]

# %%
assert prime_factors(50, distinct=False) == [2, 5, 5]

# %%
assert prime_factors(24, distinct=False) == [2, 2, 2, 3]

# %%
assert prime_factors(49, distinct=True) == [7]

# %%
assert prime_factors(98, distinct=False) == [2, 7, 7]

# %%
assert prime_factors(7, distinct=False) == [7]

# %%
assert prime_factors(1000007, distinct=True) == [29, 34483]

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
assert prime_factors(1000720, distinct=True) == [2, 5, 7, 1787]

# %%
assert prime_factors(719, distinct=True) == [719]

# %%
assert prime_factors(720, distinct=False) == [2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(180, distinct=False) == [2, 2, 3, 3, 5]

# %%
assert prime_factors(1000180, distinct=True) == [2, 5, 43, 1163]

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
assert prime_factors(2000720, distinct=True) == [2, 5, 89, 281]

# %%
assert prime_factors(1000359, distinct=True) == [3, 41, 2711]

# %%
assert prime_factors(2000360, distinct=True) == [2, 5, 43, 1163]

# %%
assert prime_factors(718, distinct=True) == [2, 359]

# %%
assert prime_factors(358, distinct=True) == [2, 179]

# %%
assert prime_factors(1000001, distinct=False) == [101, 9901]

# %%
assert prime_factors(2000001, distinct=True) == [3, 666667]

# %%
assert prime_factors(500000, distinct=True) == [2, 5]

# %%
assert prime_factors(2000002, distinct=True) == [2, 101, 9901]

# %%
assert prime_factors(1000000, distinct=True) == [2, 5]

# %%
assert prime_factors(4, distinct=True) == [2]

# %%
assert prime_factors(1000001) == [101, 9901]

# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(500180) == [2, 2, 5, 89, 281]

# %%
assert prime_factors(2000360) == [2, 2, 2, 5, 43, 1163]

# %%
assert prime_factors(1000359) == [3, 3, 41, 2711]

# %%
assert prime_factors(2000720) == [2, 2, 2, 2, 5, 89, 281]

# %%
assert prime_factors(1000361) == [97, 10313]

# %%
assert prime_factors(718) == [2, 359]

# %%
assert prime_factors(1000180) == [2, 2, 5, 43, 1163]

# %%
assert prime_factors(181) == [181]

# %%
assert prime_factors(3) == [3]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(1000007) == [29, 34483]

# %%
assert prime_factors(719) == [719]

# %%
assert prime_factors(721) == [7, 103]

# %%
assert prime_factors(1000720) == [2, 2, 2, 2, 5, 7, 1787]

# %%
assert prime_factors(722) == [2, 19, 19]

# %%
assert prime_factors(50, distinct=True) == [2, 5]

# %%
assert prime_factors(100, distinct=False) == [2, 2, 5, 5]

# %%
assert prime_factors(500024, distinct=False) == [2, 2, 2, 7, 8929]

# %%
assert prime_factors(1000048, distinct=False) == [2, 2, 2, 2, 7, 8929]

# %%
assert prime_factors(1000049, distinct=True) == [353, 2833]

# %%
assert prime_factors(2000049, distinct=False) == [3, 666683]

# %%
assert prime_factors(25, distinct=False) == [5, 5]

# %%
assert prime_factors(24, distinct=True) == [2, 3]

# %%
assert prime_factors(1000024, distinct=False) == [2, 2, 2, 125003]

# %%
assert prime_factors(98, distinct=True) == [2, 7]

# %%
assert prime_factors(97, distinct=False) == [97]

# %%
assert prime_factors(196, distinct=False) == [2, 2, 7, 7]

# %%
assert prime_factors(47, distinct=False) == [47]

# %%
assert prime_factors(96, distinct=False) == [2, 2, 2, 2, 2, 3]

# %%
assert prime_factors(14, distinct=False) == [2, 7]

# %%
assert prime_factors(6, distinct=False) == [2, 3]

# %%
assert prime_factors(1000007, distinct=False) == [29, 34483]

# %%
assert prime_factors(3, distinct=False) == [3]
