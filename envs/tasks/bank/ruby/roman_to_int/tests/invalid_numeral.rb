# %%
e = assert_raises(ArgumentError) { roman_to_int("XIZ") }
assert_equal "invalid roman numeral: XIZ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" iiii ") }
assert_equal "invalid roman numeral:  iiii ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("IC") }
assert_equal "invalid roman numeral: IC", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("VX") }
assert_equal "invalid roman numeral: VX", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("MMMM") }
assert_equal "invalid roman numeral: MMMM", e.message

# %%
assert_equal 3999, roman_to_int("MMMCMXCIX")
