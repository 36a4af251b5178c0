# %%
assert_equal "The Lord of the Rings", title_case("the lord of the rings")

# %%
assert_equal "War and Peace", title_case("war AND peace")

# %%
assert_equal "A Tale in an Hour", title_case("a tale in an hour")
