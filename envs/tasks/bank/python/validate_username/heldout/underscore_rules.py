# %%
assert is_valid_username('bob_ ') is False

# %%
assert is_valid_username('bo') is False

# %%
assert is_valid_username('bbob_') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('b') is False

# %%
assert is_valid_username('BOB_') is False

# %%
assert is_valid_username('bo__b0') is False

# %%
assert is_valid_username(' bo__b') is False

# %%
assert is_valid_username('bo__') is False

# %%
assert is_valid_username('Bo__B') is False

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
assert is_valid_username('bb_o_b') is True

# %%
assert is_valid_username('ob_2') is True

# %%
assert is_valid_username(' _bob') is False

# %%
assert is_valid_username('bob_  ') is False

# %%
assert is_valid_username(' bob_ ') is False

# %%
assert is_valid_username('Bob_ ') is False

# %%
assert is_valid_username('o') is False

# %%
assert is_valid_username('bbob_bbob_') is False

# %%
assert is_valid_username(' bbob_') is False

# %%
assert is_valid_username('ßbbob_') is False

# %%
assert is_valid_username('_bob_bob') is False

# %%
assert is_valid_username('_b') is False

# %%
assert is_valid_username('_bobé') is False

# %%
assert is_valid_username('Ssbob_') is False

# %%
assert is_valid_username('_bobß') is False

# %%
assert is_valid_username('ßb') is False

# %%
assert is_valid_username('oob_') is False

# %%
assert is_valid_username('_bob ') is False

# %%
assert is_valid_username(' bob_é') is False

# %%
assert is_valid_username('ß bob_') is False

# %%
assert is_valid_username(' Bob_') is False

# %%
assert is_valid_username('é') is False

# %%
assert is_valid_username('ß') is False

# %%
assert is_valid_username('0') is False

# %%
assert is_valid_username('b ') is False

# %%
assert is_valid_username('B') is False

# %%
assert is_valid_username('BOB') is False

# %%
assert is_valid_username('BOB_0') is False

# %%
assert is_valid_username('BOB_é') is False

# %%
assert is_valid_username('BBob_') is False

# %%
assert is_valid_username('bo__b00') is False

# %%
assert is_valid_username('bo__b0bo__b0') is False

# %%
assert is_valid_username('bbo__b0') is False

# %%
assert is_valid_username(' bo__b0') is False

# %%
assert is_valid_username(' bo__b ') is False

# %%
assert is_valid_username('bo__0') is False

# %%
assert is_valid_username('ßb__ob') is False

# %%
assert is_valid_username('B__OB') is False

# %%
assert is_valid_username(' b__ob') is False

# %%
assert is_valid_username('BBo__B') is False

# %%
assert is_valid_username('B__oB') is False

# %%
assert is_valid_username('BBO__B') is False

# %%
assert is_valid_username('o__bbo__b') is False

# %%
assert is_valid_username('bo__bbo__') is False

# %%
assert is_valid_username('bo__bbo__bé') is False

# %%
assert is_valid_username('bo__bé ') is False

# %%
assert is_valid_username('éb__ob') is False

# %%
assert is_valid_username('o__bé') is False

# %%
assert is_valid_username('O__B') is False

# %%
assert is_valid_username('oo__b') is False

# %%
assert is_valid_username('ßbo__bé') is False

# %%
assert is_valid_username('ßbo__bßbo__b') is False

# %%
assert is_valid_username('Ssbo__B') is False

# %%
assert is_valid_username('BO__B0') is False

# %%
assert is_valid_username(' BO__B') is False

# %%
assert is_valid_username('ßBO__B') is False

# %%
assert is_valid_username('Bo__B ') is False

# %%
assert is_valid_username('bo__b  ') is False

# %%
assert is_valid_username('b_o_b00') is True

# %%
assert is_valid_username('bb_o_b0') is True

# %%
assert is_valid_username('bob_20bob_20') is True

# %%
assert is_valid_username('b_2') is True

# %%
assert is_valid_username('bbob_2bob_2') is True

# %%
assert is_valid_username('ob_2bob_2') is True

# %%
assert is_valid_username('bbbob_2') is True
