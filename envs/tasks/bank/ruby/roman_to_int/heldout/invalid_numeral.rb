# %%
e = assert_raises(ArgumentError) { roman_to_int("xiz") }
assert_equal "invalid roman numeral: xiz", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("IZ") }
assert_equal "invalid roman numeral: IZ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("XIZXIZ") }
assert_equal "invalid roman numeral: XIZXIZ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("Xiz") }
assert_equal "invalid roman numeral: Xiz", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("  iiii ") }
assert_equal "invalid roman numeral:   iiii ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" iiii  iiii ") }
assert_equal "invalid roman numeral:  iiii  iiii ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" iiii a") }
assert_equal "invalid roman numeral:  iiii a", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("iiii ") }
assert_equal "invalid roman numeral: iiii ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" iiii") }
assert_equal "invalid roman numeral:  iiii", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("  iiii  ") }
assert_equal "invalid roman numeral:   iiii  ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" IIII ") }
assert_equal "invalid roman numeral:  IIII ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("IC0") }
assert_equal "invalid roman numeral: IC0", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("ic") }
assert_equal "invalid roman numeral: ic", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("ICIC") }
assert_equal "invalid roman numeral: ICIC", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("IC ") }
assert_equal "invalid roman numeral: IC ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("IIC") }
assert_equal "invalid roman numeral: IIC", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int(" VX") }
assert_equal "invalid roman numeral:  VX", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("vx") }
assert_equal "invalid roman numeral: vx", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("VX ") }
assert_equal "invalid roman numeral: VX ", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("Vx") }
assert_equal "invalid roman numeral: Vx", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("MMMMa") }
assert_equal "invalid roman numeral: MMMMa", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("MMMM0") }
assert_equal "invalid roman numeral: MMMM0", e.message

# %%
e = assert_raises(ArgumentError) { roman_to_int("mmmm") }
assert_equal "invalid roman numeral: mmmm", e.message

# %%
assert_equal 2999, roman_to_int("MMCMXCIX")
