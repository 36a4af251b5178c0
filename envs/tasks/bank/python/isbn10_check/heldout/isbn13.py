# %%
assert is_valid_isbn10('978-0-306-40615-7 ', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('7-51604-603-0-879', allow_isbn13=True) is True

# %%
assert is_valid_isbn10(' 978-0-306-40615-7', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('8516046030879', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('978030', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('99780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('ß9780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('97803064061580', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9', allow_isbn13=True) is False

# %%
assert is_valid_isbn10(' 9780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('97803064061589780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('978030640615', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('99780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9780306406157é', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('97803064061570', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('978030640615', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('ß9780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 9780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('7516046030879', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9780306406157 ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('978030', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('97803064061579780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('2516046030', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('0306406152 ', allow_isbn13=True) is True

# %%
assert is_valid_isbn10(' 0306406152', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('0306406152', allow_isbn13=False) is True
