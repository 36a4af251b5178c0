# %%
assert is_valid_isbn10('978-0-306-40615-7', allow_isbn13=True) is True

# %% held-out
assert is_valid_isbn10('9780306406158', allow_isbn13=True) is False

# %% held-out
assert is_valid_isbn10('9780306406157', allow_isbn13=False) is False

# %% held-out
assert is_valid_isbn10('0306406152', allow_isbn13=True) is True
