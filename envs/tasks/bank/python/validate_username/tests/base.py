# %%
assert is_valid_username('bob') is True

# %% held-out
assert is_valid_username('alice_99') is True

# %% held-out
assert is_valid_username('a' * 16) is True

# %% held-out
assert is_valid_username('ab') is False

# %% held-out
assert is_valid_username('a' * 17) is False

# %% held-out
assert is_valid_username('9lives') is False

# %% held-out
assert is_valid_username('Bob') is False

# %% held-out
assert is_valid_username('bob smith') is False
