# %%
assert_equal "Hello World", title_case("  hello   world ")

# %%
assert_equal "One Two", title_case("one  two")
