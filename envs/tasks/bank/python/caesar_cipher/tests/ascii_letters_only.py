# %%
assert caesar_cipher('café', 1) == 'dbgé'

# %% held-out
assert caesar_cipher('Ωmega', 1) == 'Ωnfhb'

# %% held-out
assert caesar_cipher('ÀB', 1) == 'ÀC'
