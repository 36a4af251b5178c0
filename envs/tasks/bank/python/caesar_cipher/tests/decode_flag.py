# %%
assert caesar_cipher('bcd', 1, decode=True) == 'abc'

# %% held-out
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 11, decode=True) == 'Zebra, zoo!'

# %% held-out
assert caesar_cipher('abc', 1, decode=False) == 'bcd'
