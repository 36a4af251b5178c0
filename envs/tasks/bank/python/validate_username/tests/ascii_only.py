# %%
assert is_valid_username('josé') is False

# %%
assert is_valid_username('ünal') is False

# %%
assert is_valid_username('abc٣') is False

# %%
assert is_valid_username('bob\n') is False
