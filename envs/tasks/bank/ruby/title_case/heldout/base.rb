# %%
assert_equal "Dlrow Olleh", title_case("dlrow olleh")

# %%
assert_equal "Ello World", title_case("ello world")

# %%
assert_equal "Hello World", title_case("Hello World")

# %%
assert_equal "Hello World", title_case(" hello world")

# %%
assert_equal "H", title_case("h")

# %%
assert_equal "Hello World", title_case("HELLO WORLD")

# %%
assert_equal "Hello Worlda", title_case("hello worlda")

# %%
assert_equal "Hello Worl", title_case("hello worl")

# %%
assert_equal "Ppython Code", title_case("ppYTHON cODE")

# %%
assert_equal "Python Codea", title_case("pYTHON cODEa")

# %%
assert_equal "Python Codepython Code", title_case("pYTHON cODEpYTHON cODE")

# %%
assert_equal "Python Cod", title_case("pYTHON cOD")

# %%
assert_equal "Python Code0", title_case("pYTHON cODE0")

# %%
assert_equal "Python Code", title_case("pYTHON  cODE")

# %%
assert_equal "Python Code", title_case("PYTHON CODE")

# %%
assert_equal "Xx", title_case("xx")

# %%
assert_equal "X", title_case("X")

# %%
assert_equal "Xa", title_case("xa")

# %%
assert_equal "42 Apples", title_case("42 APPLES")

# %%
assert_equal "42 Apples", title_case("42  apples")

# %%
assert_equal "442 Apples", title_case("442 apples")

# %%
assert_equal "2 Apples", title_case("2 apples")

# %%
assert_equal "42 Apple", title_case("42 apple")

# %%
assert_equal "Selppa 24", title_case("selppa 24")
