# %%
assert_equal "Hello World", title_case("hello world")

# %%
assert_equal "Python Code", title_case("pYTHON cODE")

# %%
assert_equal "X", title_case("x")

# %%
assert_equal "42 Apples", title_case("42 apples")
