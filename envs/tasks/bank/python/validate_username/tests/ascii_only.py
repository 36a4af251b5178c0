# %%
assert is_valid_username('josé') is False

# %% held-out
assert is_valid_username('ünal') is False

# %% held-out
assert is_valid_username('abc٣') is False

# %% held-out
assert is_valid_username('bob\n') is False
