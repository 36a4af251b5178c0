# %%
assert_equal "MCMXCIV", int_to_roman(1994)

# %%
assert_equal "IV", int_to_roman(4)

# %%
assert_equal "MMMCMXCIX", int_to_roman(3999)

# %%
e = assert_raises(ArgumentError) { int_to_roman(0) }
assert_equal "number out of range", e.message

# %%
e = assert_raises(ArgumentError) { int_to_roman(4000) }
assert_equal "number out of range", e.message
