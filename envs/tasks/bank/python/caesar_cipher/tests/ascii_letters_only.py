# %%
assert caesar_cipher('café', 1) == 'dbgé'

# %%
assert caesar_cipher('Ωmega', 1) == 'Ωnfhb'

# %%
assert caesar_cipher('ÀB', 1) == 'ÀC'
