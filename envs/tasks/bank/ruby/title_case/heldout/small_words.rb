# %%
assert_equal "The Lord of the Rings", title_case("the  lord  of  the  rings")

# %%
assert_equal "Tthe Lord of the Rings", title_case("tthe lord of the rings")

# %%
assert_equal "The Lord of the Ringsa", title_case("the lord of the ringsa")

# %%
assert_equal "The Lord O", title_case("the lord o")

# %%
assert_equal "He Lord of the Rings", title_case("he lord of the rings")

# %%
assert_equal "Sgnir Eht Fo Drol Eht", title_case("sgnir eht fo drol eht")

# %%
assert_equal "The Lord of the Rings", title_case(" the lord of the rings")

# %%
assert_equal "War and Peace", title_case("war and peace")

# %%
assert_equal "War and Peace0", title_case("war AND peace0")

# %%
assert_equal "War and Peace", title_case(" war AND peace")

# %%
assert_equal "War and Peacea", title_case("war AND peacea")

# %%
assert_equal "Ecaep Dna Raw", title_case("ecaep DNA raw")

# %%
assert_equal "War and Peace", title_case("WAR AND PEACE")

# %%
assert_equal "War and Peace", title_case("War And Peace")

# %%
assert_equal "War and Peac", title_case("war AND peac")

# %%
assert_equal "War and Peacewar and Peace", title_case("war AND peacewar AND peace")

# %%
assert_equal "Wwar and Peace", title_case("wwar AND peace")

# %%
assert_equal "War an", title_case("war AN")

# %%
assert_equal "A", title_case("a")

# %%
assert_equal "Ruoh Na Ni Elat a", title_case("ruoh na ni elat a")

# %%
assert_equal "A Tale in an Houra", title_case("a tale in an houra")

# %%
assert_equal "A Tale in an Houra Tale in an Hour", title_case("a tale in an houra tale in an hour")

# %%
assert_equal "Aa Tale in an Hour", title_case("aa tale in an hour")

# %%
assert_equal "A Tale in an Hour", title_case("a  tale  in  an  hour")
