# %%
assert is_valid_username('bob_') is False

# %% held-out
assert is_valid_username('bo__b') is False

# %% held-out
assert is_valid_username('b_o_b') is True

# %% held-out
assert is_valid_username('bob_2') is True
