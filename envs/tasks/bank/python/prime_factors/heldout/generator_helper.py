# %%
it = iter_prime_factors(11)
assert next(it) == 11
assert list(it) == []

# %%
it = iter_prime_factors(1000000)
assert next(it) == 2
assert list(it) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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
assert list(iter_prime_factors(1000000)) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

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

# %%
it = iter_prime_factors(22)
assert next(it) == 2
assert list(it) == [11]

# %%
it = iter_prime_factors(5)
assert next(it) == 5
assert list(it) == []

# %%
it = iter_prime_factors(10)
assert next(it) == 2
assert list(it) == [5]

# %%
it = iter_prime_factors(500000)
assert next(it) == 2
assert list(it) == [2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
it = iter_prime_factors(999999)
assert next(it) == 3
assert list(it) == [3, 3, 7, 11, 13, 37]

# %%
it = iter_prime_factors(26)
assert next(it) == 2
assert list(it) == [13]

# %%
it = iter_prime_factors(14)
assert next(it) == 2
assert list(it) == [7]

# %%
it = iter_prime_factors(3)
assert next(it) == 3
assert list(it) == []

# %%
it = iter_prime_factors(8)
assert next(it) == 2
assert list(it) == [2, 2]

# %%
it = iter_prime_factors(25)
assert next(it) == 5
assert list(it) == [5]

# %%
it = iter_prime_factors(48)
assert next(it) == 2
assert list(it) == [2, 2, 2, 3]

# %%
it = iter_prime_factors(23)
assert next(it) == 23
assert list(it) == []

# %%
assert list(iter_prime_factors(192)) == [2, 2, 2, 2, 2, 2, 3]

# %%
assert list(iter_prime_factors(-96)) == []

# %%
assert list(iter_prime_factors(95)) == [5, 19]

# %%
assert list(iter_prime_factors(8)) == [2, 2, 2]

# %%
assert list(iter_prime_factors(3)) == [3]

# %%
assert list(iter_prime_factors(6)) == [2, 3]

# %%
assert list(iter_prime_factors(14)) == [2, 7]

# %%
assert list(iter_prime_factors(-7)) == []

# %%
assert list(iter_prime_factors(49)) == [7, 7]

# %%
assert list(iter_prime_factors(-98)) == []

# %%
assert list(iter_prime_factors(196)) == [2, 2, 7, 7]

# %%
assert list(iter_prime_factors(99)) == [3, 3, 11]

# %%
assert list(iter_prime_factors(-194)) == []

# %%
assert list(iter_prime_factors(-49)) == []

# %%
assert list(iter_prime_factors(-1000000)) == []

# %%
assert list(iter_prime_factors(500000)) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
assert list(iter_prime_factors(999999)) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert list(iter_prime_factors(47)) == [47]

# %%
assert list(iter_prime_factors(24)) == [2, 2, 2, 3]

# %%
assert list(iter_prime_factors(-48)) == []

# %%
assert list(iter_prime_factors(193)) == [193]

# %%
assert list(iter_prime_factors(195)) == [3, 5, 13]

# %%
assert list(iter_prime_factors(388)) == [2, 2, 97]

# %%
assert list(iter_prime_factors(-2)) == []

# %%
assert list(iter_prime_factors(2)) == [2]

# %%
it = iter_prime_factors(21)
assert next(it) == 3
assert list(it) == [7]

# %%
it = iter_prime_factors(250000)
assert next(it) == 2
assert list(it) == [2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
it = iter_prime_factors(499999)
assert next(it) == 31
assert list(it) == [127, 127]

# %%
it = iter_prime_factors(999998)
assert next(it) == 2
assert list(it) == [31, 127, 127]

# %%
it = iter_prime_factors(4)
assert next(it) == 2
assert list(it) == [2]

# %%
assert list(iter_prime_factors(-192)) == []

# %%
assert list(iter_prime_factors(16)) == [2, 2, 2, 2]

# %%
assert list(iter_prime_factors(-3)) == []

# %%
assert list(iter_prime_factors(12)) == [2, 2, 3]

# %%
assert list(iter_prime_factors(28)) == [2, 2, 7]

# %%
assert list(iter_prime_factors(-14)) == []

# %%
assert list(iter_prime_factors(-6)) == []

# %%
assert list(iter_prime_factors(392)) == [2, 2, 2, 7, 7]

# %%
assert list(iter_prime_factors(100)) == [2, 2, 5, 5]

# %%
assert list(iter_prime_factors(-388)) == []

# %%
assert list(iter_prime_factors(-195)) == []

# %%
assert list(iter_prime_factors(-500000)) == []

# %%
assert list(iter_prime_factors(-999999)) == []

# %%
assert list(iter_prime_factors(499999)) == [31, 127, 127]

# %%
assert list(iter_prime_factors(94)) == [2, 47]

# %%
assert list(iter_prime_factors(23)) == [23]

# %%
assert list(iter_prime_factors(-47)) == []

# %%
assert list(iter_prime_factors(389)) == [389]

# %%
assert list(iter_prime_factors(4)) == [2, 2]
