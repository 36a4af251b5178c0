# %%
assert is_valid_isbn10('0-306-40615-2') is True

# %% held-out
assert is_valid_isbn10('0 306 40615 2') is True

# %% held-out
assert is_valid_isbn10('080442957x') is True

# %% held-out
assert is_valid_isbn10('0-306-40615-3') is False
