# %%
assert_equal " Hello, World!", caesar_decipher(" Khoor, Zruog!", 3)

# %%
assert_equal "Axeeh, Phkew!", caesar_decipher("Khoor, Zruog!", 10)

# %%
assert_equal "Hello, World! ", caesar_decipher("Khoor, Zruog! ", 3)

# %%
assert_equal "Khoor, Zruog!", caesar_decipher("Khoor, Zruog!", 0)

# %%
assert_equal "hELLO, wORLD!", caesar_decipher("kHOOR, zRUOG!", 3)

# %%
assert_equal "Gdkkn, Vnqkc!", caesar_decipher("Khoor, Zruog!", 30)

# %%
assert_equal "Jgnnq, Yqtnf!", caesar_decipher("Khoor, Zruog!", 1)

# %%
assert_equal "Hello,", caesar_decipher("Khoor,", 3)

# %%
assert_equal "ello, World!", caesar_decipher("hoor, Zruog!", 3)

# %%
assert_equal "!dlroW ,olleH", caesar_decipher("!gourZ ,roohK", 3)

# %%
assert_equal "zab", caesar_decipher("abc", 1)

# %%
assert_equal "Xyz", caesar_decipher("Abc", 29)

# %%
assert_equal "xxyz", caesar_decipher("aabc", 29)

# %%
assert_equal "mno", caesar_decipher("abc", 14)

# %%
assert_equal "zyx", caesar_decipher("cba", 29)

# %%
assert_equal "xyzx", caesar_decipher("abca", 29)

# %%
assert_equal "tuv", caesar_decipher("abc", 100029)

# %%
assert_equal "uvw", caesar_decipher("abc", 58)

# %%
assert_equal "abc ", caesar_decipher("zab ", -1)

# %%
assert_equal "bc", caesar_decipher("ab", -1)

# %%
assert_equal "cba", caesar_decipher("baz", -1)

# %%
assert_equal "jkl", caesar_decipher("zab", -10)

# %%
assert_equal " abc", caesar_decipher(" zab", -1)

# %%
assert_equal "tuv", caesar_decipher("zab", 6)
