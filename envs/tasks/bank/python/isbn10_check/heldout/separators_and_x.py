# %%
assert is_valid_isbn10('2-51604-603-0') is True

# %%
assert is_valid_isbn10('0-306-40615-2 ') is True

# %%
assert is_valid_isbn10(' 0-306-40615-2') is True

# %%
assert is_valid_isbn10('2 51604 603 0') is True

# %%
assert is_valid_isbn10('0  306  40615  2') is True

# %%
assert is_valid_isbn10(' 0 306 40615 2') is True

# %%
assert is_valid_isbn10('0 306 40615 2 ') is True

# %%
assert is_valid_isbn10('080442957x ') is True

# %%
assert is_valid_isbn10(' 080442957x') is True

# %%
assert is_valid_isbn10('080442957X') is True

# %%
assert is_valid_isbn10('') is False

# %%
assert is_valid_isbn10('0-306-40615-30') is False

# %%
assert is_valid_isbn10('0') is False

# %%
assert is_valid_isbn10('0-306-40615-3 ') is False

# %%
assert is_valid_isbn10('ß0-306-40615-3') is False

# %%
assert is_valid_isbn10('0-306-40615-30-306-40615-3') is False

# %%
assert is_valid_isbn10(' 0-306-40615-3') is False

# %%
assert is_valid_isbn10('3-51604-603-0') is False

# %%
assert is_valid_isbn10('0-306-') is False

# %%
assert is_valid_isbn10('-306-40615-3') is False

# %%
assert is_valid_isbn10('00-306-40615-3') is False

# %%
assert is_valid_isbn10('0-306-40615-3é') is False

# %%
assert is_valid_isbn10('0-306-40615-') is False
