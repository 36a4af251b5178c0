# %%
assert is_valid_username('bob_') is False

# %%
assert is_valid_username('bo__b') is False

# %%
assert is_valid_username('b_o_b') is True

# %%
assert is_valid_username('bob_2') is True
