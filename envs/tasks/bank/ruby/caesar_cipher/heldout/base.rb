# %%
assert_equal "cd", caesar_cipher("bc", 1)

# %%
assert_equal "bbcd", caesar_cipher("aabc", 1)

# %%
assert_equal "bcdb", caesar_cipher("abca", 1)

# %%
assert_equal " bcd", caesar_cipher(" abc", 1)

# %%
assert_equal "b", caesar_cipher("a", 1)

# %%
assert_equal "ijk", caesar_cipher("abc", 8)

# %%
assert_equal "aabc", caesar_cipher("xxyz", 3)

# %%
assert_equal "ab", caesar_cipher("xy", 3)

# %%
assert_equal "cba", caesar_cipher("zyx", 3)

# %%
assert_equal "Abc", caesar_cipher("Xyz", 3)

# %%
assert_equal "bcd", caesar_cipher("xyz", 4)

# %%
assert_equal "ABC", caesar_cipher("XYZ", 3)

# %%
assert_equal " abc", caesar_cipher(" xyz", 3)

# %%
assert_equal "def", caesar_cipher("xyz", 6)

# %%
assert_equal "Olssv, Dvysk!", caesar_cipher("Hello, World!", 100003)

# %%
assert_equal "Hello, World!", caesar_cipher("Hello, World!", 0)

# %%
assert_equal "Jgnnq, Yqtnf!", caesar_cipher("Hello, World!", 2)

# %%
assert_equal "qrs", caesar_cipher("abc", -10)

# %%
assert_equal "yza", caesar_cipher("abc", -2)

# %%
assert_equal "def", caesar_cipher("abc", 99999)

# %%
assert_equal "ghi", caesar_cipher("abc", 6)

# %%
assert_equal "bcd ", caesar_cipher("abc ", 27)

# %%
assert_equal "klm", caesar_cipher("abc", 270)

# %%
assert_equal "nop", caesar_cipher("abc", 13)
