# %%
assert_equal "MMMCMLXXXVIII", int_to_roman(3988)

# %%
assert_equal "MMI", int_to_roman(2001)

# %%
assert_equal "CMXCVII", int_to_roman(997)

# %%
assert_equal "MCMXCV", int_to_roman(1995)

# %%
assert_equal "MCMXCIII", int_to_roman(1993)

# %%
assert_equal "I", int_to_roman(1)

# %%
assert_equal "III", int_to_roman(3)

# %%
assert_equal "VIII", int_to_roman(8)

# %%
assert_equal "XI", int_to_roman(11)

# %%
assert_equal "XL", int_to_roman(40)

# %%
assert_equal "V", int_to_roman(5)

# %%
assert_equal "II", int_to_roman(2)

# %%
assert_equal "MMMCMXCVIII", int_to_roman(3998)

# %%
assert_equal "MCMXCIX", int_to_roman(1999)

# %%
e = assert_raises(ArgumentError) { int_to_roman(100000) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(4007) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(104000) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(4001) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(40000) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(8000) }
assert_equal "number out of range", e.message
