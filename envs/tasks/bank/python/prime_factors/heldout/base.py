# %%
assert prime_factors(11) == [11]

# %%
assert prime_factors(6) == [2, 3]

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
assert prime_factors(10) == [2, 5]

# %%
assert prime_factors(5) == [5]

# %%
assert prime_factors(22) == [2, 11]

# %%
assert prime_factors(1000011) == [3, 333337]

# %%
assert prime_factors(25) == [5, 5]

# %%
assert prime_factors(48) == [2, 2, 2, 2, 3]

# %%
assert prime_factors(23) == [23]

# %%
assert prime_factors(1000024) == [2, 2, 2, 125003]

# %%
assert prime_factors(3) == [3]

# %%
assert prime_factors(1000006) == [2, 7, 71429]

# %%
assert prime_factors(1000007) == [29, 34483]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(500006) == [2, 13, 19231]

# %%
assert prime_factors(2000012) == [2, 2, 7, 71429]

# %%
assert prime_factors(2000024) == [2, 2, 2, 13, 19231]

# %%
assert prime_factors(1000014) == [2, 3, 166669]

# %%
assert prime_factors(2000013) == [3, 666671]

# %%
assert prime_factors(2000026) == [2, 7, 373, 383]

# %%
assert prime_factors(15) == [3, 5]

# %%
assert prime_factors(52) == [2, 2, 13]

# %%
assert prime_factors(1000026) == [2, 3, 3, 3, 3, 6173]

# %%
assert prime_factors(27) == [3, 3, 3]

# %%
assert prime_factors(2000001) == [3, 666667]

# %%
assert prime_factors(2000002) == [2, 101, 9901]

# %%
assert prime_factors(500000) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(1000000) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(1000002) == [2, 3, 166667]

# %%
assert prime_factors(4) == [2, 2]

# %%
assert prime_factors(1440) == [2, 2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(719) == [719]

# %%
assert prime_factors(721) == [7, 103]

# %%
assert prime_factors(1000720) == [2, 2, 2, 2, 5, 7, 1787]

# %%
assert prime_factors(2000720) == [2, 2, 2, 2, 5, 89, 281]

# %%
assert prime_factors(1000361) == [97, 10313]

# %%
assert prime_factors(500180) == [2, 2, 5, 89, 281]

# %%
assert prime_factors(2000360) == [2, 2, 2, 5, 43, 1163]

# %%
assert prime_factors(1000359) == [3, 3, 41, 2711]

# %%
assert prime_factors(358) == [2, 179]

# %%
assert prime_factors(718) == [2, 359]

# %%
assert prime_factors(179) == [179]

# %%
assert prime_factors(362) == [2, 181]

# %%
assert prime_factors(722) == [2, 19, 19]

# %%
assert prime_factors(90) == [2, 3, 3, 5]

# %%
assert prime_factors(181) == [181]

# %%
assert prime_factors(1000180) == [2, 2, 5, 43, 1163]

# %%
assert prime_factors(21) == [3, 7]

# %%
assert prime_factors(44) == [2, 2, 11]

# %%
assert prime_factors(2000011) == [13, 23, 6689]

# %%
assert prime_factors(2000022) == [2, 3, 333337]

# %%
assert prime_factors(49) == [7, 7]

# %%
assert prime_factors(500003) == [7, 71429]

# %%
assert prime_factors(2000014) == [2, 29, 34483]

# %%
assert prime_factors(1500006) == [2, 3, 53, 53, 89]

# %%
assert prime_factors(3000012) == [2, 2, 3, 53, 53, 89]

# %%
assert prime_factors(2000023) == [157, 12739]

# %%
assert prime_factors(3000024) == [2, 2, 2, 3, 3, 3, 17, 19, 43]

# %%
assert prime_factors(2000025) == [3, 3, 3, 5, 5, 2963]

# %%
assert prime_factors(250000) == [2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(2001440) == [2, 2, 2, 2, 2, 5, 7, 1787]

# %%
assert prime_factors(3000720) == [2, 2, 2, 2, 3, 5, 12503]

# %%
assert prime_factors(2000722) == [2, 97, 10313]

# %%
assert prime_factors(250090) == [2, 5, 89, 281]

# %%
assert prime_factors(3000360) == [2, 2, 2, 3, 5, 11, 2273]

# %%
assert prime_factors(500179) == [500179]

# %%
assert prime_factors(723) == [3, 241]

# %%
assert prime_factors(91) == [7, 13]

# %%
assert prime_factors(1000179) == [3, 3, 19, 5849]

# %%
assert prime_factors(500090) == [2, 5, 43, 1163]
