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
assert list(iter_prime_factors(48)) == [2, 2, 2, 2, 3]

# %%
assert list(iter_prime_factors(194)) == [2, 97]

# %%
assert list(iter_prime_factors(-1)) == []

# %%
assert list(iter_prime_factors(0)) == []

# %%
it = iter_prime_factors(5)
assert next(it) == 5
assert list(it) == []

# %%
it = iter_prime_factors(2000024)
assert next(it) == 2
assert list(it) == [2, 2, 13, 19231]

# %%
it = iter_prime_factors(500006)
assert next(it) == 2
assert list(it) == [13, 19231]

# %%
it = iter_prime_factors(2000012)
assert next(it) == 2
assert list(it) == [2, 7, 71429]

# %%
it = iter_prime_factors(1000013)
assert next(it) == 7
assert list(it) == [373, 383]

# %%
it = iter_prime_factors(26)
assert next(it) == 2
assert list(it) == [13]

# %%
it = iter_prime_factors(14)
assert next(it) == 2
assert list(it) == [7]

# %%
it = iter_prime_factors(1000006)
assert next(it) == 2
assert list(it) == [7, 71429]

# %%
it = iter_prime_factors(8)
assert next(it) == 2
assert list(it) == [2, 2]

# %%
it = iter_prime_factors(1000007)
assert next(it) == 29
assert list(it) == [34483]

# %%
it = iter_prime_factors(1000024)
assert next(it) == 2
assert list(it) == [2, 2, 125003]

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
assert list(iter_prime_factors(1000007)) == [29, 34483]

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
assert list(iter_prime_factors(1000098)) == [2, 3, 3, 11, 5051]

# %%
assert list(iter_prime_factors(-194)) == []

# %%
assert list(iter_prime_factors(-49)) == []

# %%
assert list(iter_prime_factors(2000097)) == [3, 3, 11, 89, 227]

# %%
assert list(iter_prime_factors(-1000097)) == []

# %%
assert list(iter_prime_factors(1000048)) == [2, 2, 2, 2, 7, 8929]

# %%
assert list(iter_prime_factors(193)) == [193]

# %%
assert list(iter_prime_factors(195)) == [3, 5, 13]

# %%
assert list(iter_prime_factors(-2)) == []

# %%
assert list(iter_prime_factors(999999)) == [3, 3, 3, 7, 11, 13, 37]

# %%
assert list(iter_prime_factors(2)) == [2]

# %%
assert list(iter_prime_factors(1000001)) == [101, 9901]

# %%
assert list(iter_prime_factors(1000000)) == [2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]

# %%
it = iter_prime_factors(21)
assert next(it) == 3
assert list(it) == [7]

# %%
it = iter_prime_factors(2)
assert next(it) == 2
assert list(it) == []

# %%
it = iter_prime_factors(1000010)
assert next(it) == 2
assert list(it) == [5, 11, 9091]

# %%
it = iter_prime_factors(3000024)
assert next(it) == 2
assert list(it) == [2, 2, 3, 3, 3, 17, 19, 43]

# %%
it = iter_prime_factors(1000005)
assert next(it) == 3
assert list(it) == [5, 163, 409]

# %%
it = iter_prime_factors(4)
assert next(it) == 2
assert list(it) == [2]

# %%
it = iter_prime_factors(2000007)
assert next(it) == 3
assert list(it) == [3, 61, 3643]

# %%
it = iter_prime_factors(2000014)
assert next(it) == 2
assert list(it) == [29, 34483]

# %%
it = iter_prime_factors(96)
assert next(it) == 2
assert list(it) == [2, 2, 2, 2, 3]

# %%
it = iter_prime_factors(1000048)
assert next(it) == 2
assert list(it) == [2, 2, 2, 7, 8929]

# %%
it = iter_prime_factors(1000023)
assert next(it) == 3
assert list(it) == [333341]

# %%
assert list(iter_prime_factors(1000095)) == [3, 5, 61, 1093]

# %%
assert list(iter_prime_factors(384)) == [2, 2, 2, 2, 2, 2, 2, 3]

# %%
assert list(iter_prime_factors(2000014)) == [2, 29, 34483]

# %%
assert list(iter_prime_factors(1000006)) == [2, 7, 71429]

# %%
assert list(iter_prime_factors(-196)) == []

# %%
assert list(iter_prime_factors(392)) == [2, 2, 2, 7, 7]

# %%
assert list(iter_prime_factors(-1000098)) == []

# %%
assert list(iter_prime_factors(1000099)) == [1000099]

# %%
assert list(iter_prime_factors(4000194)) == [2, 3, 3, 11, 89, 227]

# %%
assert list(iter_prime_factors(3000097)) == [23, 130439]

# %%
assert list(iter_prime_factors(-500049)) == []

# %%
assert list(iter_prime_factors(500047)) == [29, 43, 401]

# %%
assert list(iter_prime_factors(-1000048)) == []

# %%
assert list(iter_prime_factors(46)) == [2, 23]

# %%
assert list(iter_prime_factors(-24)) == []

# %%
assert list(iter_prime_factors(390)) == [2, 3, 5, 13]

# %%
assert list(iter_prime_factors(1999998)) == [2, 3, 3, 3, 7, 11, 13, 37]

# %%
assert list(iter_prime_factors(500000)) == [2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5]
