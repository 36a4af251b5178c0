# %%
e = assert_raises(ArgumentError) { title_case(" ") }
assert_equal "text must not be blank", e.message

# %%
e = assert_raises(ArgumentError) { title_case("  ") }
assert_equal "text must not be blank", e.message

# %%
e = assert_raises(ArgumentError) { title_case("    ") }
assert_equal "text must not be blank", e.message

# %%
e = assert_raises(ArgumentError) { title_case("      ") }
assert_equal "text must not be blank", e.message
