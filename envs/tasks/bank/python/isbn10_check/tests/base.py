# %%
assert is_valid_isbn10('0306406152') is True

# %% held-out
assert is_valid_isbn10('080442957X') is True

# %% held-out
assert is_valid_isbn10('0306406153') is False

# %% held-out
assert is_valid_isbn10('030640615') is False

# %% held-out
assert is_valid_isbn10('03064061522') is False

# %% held-out
assert is_valid_isbn10('X306406152') is False

# %% held-out
assert is_valid_isbn10('03064O6152') is False
