# %%
assert is_valid_username('bob') is True

# %%
assert is_valid_username('alice_99') is True

# %%
assert is_valid_username('a' * 16) is True

# %%
assert is_valid_username('ab') is False

# %%
assert is_valid_username('a' * 17) is False

# %%
assert is_valid_username('9lives') is False

# %%
assert is_valid_username('Bob') is False

# %%
assert is_valid_username('bob smith') is False
