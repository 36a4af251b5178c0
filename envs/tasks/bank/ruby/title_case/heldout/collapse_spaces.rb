# %%
assert_equal "Hello World", title_case("  hello   world  ")

# %%
assert_equal "Hello World", title_case("  Hello   World ")

# %%
assert_equal "Hello World", title_case(" hello   world ")

# %%
assert_equal "Hello World Hello World", title_case("  hello   world   hello   world ")

# %%
assert_equal "Hello World 0", title_case("  hello   world 0")

# %%
assert_equal "Hello World", title_case("hello   world")

# %%
assert_equal "Hello World", title_case("  HELLO   WORLD ")

# %%
assert_equal "Hello World", title_case("  hello   world")

# %%
assert_equal "Hello", title_case("  hello ")

# %%
assert_equal "Hello World", title_case("    hello      world  ")

# %%
assert_equal "Hello World", title_case("   hello   world ")

# %%
assert_equal "Oone Two", title_case("oone  two")

# %%
assert_equal "One Two0", title_case("one  two0")

# %%
assert_equal "One Two", title_case(" one  two")

# %%
assert_equal "One Two", title_case("one    two")

# %%
assert_equal "One Two", title_case("ONE  TWO")

# %%
assert_equal "One Tw", title_case("one  tw")

# %%
assert_equal "Ne Two", title_case("ne  two")

# %%
assert_equal "One Two", title_case("one  two ")

# %%
assert_equal "One Twoone Two", title_case("one  twoone  two")

# %%
assert_equal "One", title_case("one ")

# %%
assert_equal "O", title_case("o")

# %%
assert_equal "One Two", title_case("One  Two")

# %%
assert_equal "Owt Eno", title_case("owt  eno")
