# %%
assert prime_factors(11) == [11]

# %%
assert prime_factors(24) == [2, 2, 2, 3]

# %%
assert prime_factors(6) == [2, 3]

# %%
assert prime_factors(7) == [7]

# %%
assert prime_factors(1000000) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(14) == [2, 7]

# %%
assert prime_factors(26) == [2, 13]

# %%
assert prime_factors(2) == [2]

# %%
assert prime_factors(720) == [2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(359) == [359]

# %%
assert prime_factors(361) == [19, 19]

# %%
assert prime_factors(180) == [2, 2, 3, 3, 5]

# %%
assert prime_factors(10) == [2, 5]

# %%
assert prime_factors(5) == [5]

# %%
assert prime_factors(22) == [2, 11]

# %%
assert prime_factors(25) == [5, 5]

# %%
assert prime_factors(48) == [2, 2, 2, 2, 3]

# %%
assert prime_factors(23) == [23]

# %%
assert prime_factors(3) == [3]

# %%
assert prime_factors(8) == [2, 2, 2]

# %%
assert prime_factors(500000) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999999) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert prime_factors(15) == [3, 5]

# %%
assert prime_factors(28) == [2, 2, 7]

# %%
assert prime_factors(52) == [2, 2, 13]

# %%
assert prime_factors(27) == [3, 3, 3]

# %%
assert prime_factors(4) == [2, 2]

# %%
assert prime_factors(1440) == [2, 2, 2, 2, 2, 3, 3, 5]

# %%
assert prime_factors(719) == [719]

# %%
assert prime_factors(721) == [7, 103]

# %%
assert prime_factors(718) == [2, 359]

# %%
assert prime_factors(358) == [2, 179]

# %%
assert prime_factors(179) == [179]

# %%
assert prime_factors(722) == [2, 19, 19]

# %%
assert prime_factors(362) == [2, 181]

# %%
assert prime_factors(181) == [181]

# %%
assert prime_factors(90) == [2, 3, 3, 5]

# %%
assert prime_factors(21) == [3, 7]

# %%
assert prime_factors(44) == [2, 2, 11]

# %%
assert prime_factors(50) == [2, 5, 5]

# %%
assert prime_factors(47) == [47]

# %%
assert prime_factors(96) == [2, 2, 2, 2, 2, 3]

# %%
assert prime_factors(16) == [2, 2, 2, 2]

# %%
assert prime_factors(499999) == [31, 127, 127]

# %%
assert prime_factors(250000) == [2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert prime_factors(999998) == [2, 31, 127, 127]

# %%
assert prime_factors(30) == [2, 3, 5]

# %%
assert prime_factors(56) == [2, 2, 2, 7]

# %%
assert prime_factors(29) == [29]

# %%
assert prime_factors(51) == [3, 17]

# %%
assert prime_factors(54) == [2, 3, 3, 3]

# %%
assert prime_factors(1439) == [1439]

# %%
assert prime_factors(1438) == [2, 719]

# %%
assert prime_factors(1442) == [2, 7, 103]

# %%
assert prime_factors(717) == [3, 239]

# %%
assert prime_factors(716) == [2, 2, 179]

# %%
assert prime_factors(178) == [2, 89]

# %%
assert prime_factors(1444) == [2, 2, 19, 19]

# %%
assert prime_factors(723) == [3, 241]

# %%
assert prime_factors(363) == [3, 11, 11]

# %%
assert prime_factors(724) == [2, 2, 181]

# %%
assert prime_factors(182) == [2, 7, 13]

# %%
assert prime_factors(89) == [89]

# %%
assert prime_factors(45) == [3, 3, 5]

# %%
assert prime_factors(91) == [7, 13]
