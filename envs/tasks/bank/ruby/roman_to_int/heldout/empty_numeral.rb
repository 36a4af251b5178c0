# %%
e = assert_raises(ArgumentError) { roman_to_int(" ") }
assert_equal "empty numeral", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("    ") }
assert_equal "empty numeral", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("      ") }
assert_equal "empty numeral", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("  ") }
assert_equal "empty numeral", e.message
