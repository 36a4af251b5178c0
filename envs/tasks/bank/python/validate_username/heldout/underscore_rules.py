# %%
assert is_valid_username('bob_bob_') is False

# %%
assert is_valid_username('bob_ ') is False

# %%
assert is_valid_username('bo') is False

# %%
assert is_valid_username('bbob_') is False

# %%
assert is_valid_username('_bob') is False

# %%
assert is_valid_username('ßbob_') is False

# %%
assert is_valid_username('ob_') is False

# %%
assert is_valid_username(' bob_') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('b') is False

# %%
assert is_valid_username('BOB_') is False

# %%
assert is_valid_username('Bob_') is False

# %%
assert is_valid_username('bo__b0') is False

# %%
assert is_valid_username(' bo__b') is False

# %%
assert is_valid_username('bo__') is False

# %%
assert is_valid_username('b__ob') is False

# %%
assert is_valid_username('Bo__B') is False

# %%
assert is_valid_username('bbo__b') is False

# %%
assert is_valid_username('bo__bbo__b') is False

# %%
assert is_valid_username('bo__bé') is False

# %%
assert is_valid_username('o__b') is False

# %%
assert is_valid_username('ßbo__b') is False

# %%
assert is_valid_username('BO__B') is False

# %%
assert is_valid_username('bo__b ') is False

# %%
assert is_valid_username('b_o_bb_o_b') is True

# %%
assert is_valid_username('b_o_b0') is True

# %%
assert is_valid_username('bb_o_b') is True

# %%
assert is_valid_username('bob_20') is True

# %%
assert is_valid_username('ob_2') is True

# %%
assert is_valid_username('bob_2bob_2') is True

# %%
assert is_valid_username('bbob_2') is True
