# %%
assert caesar_cipher('abc', 1) == 'bcd'

# %% held-out
assert caesar_cipher('xyz', 3) == 'abc'

# %% held-out
assert caesar_cipher('Hello, World!', 5) == 'Mjqqt, Btwqi!'

# %% held-out
assert caesar_cipher('abc', -1) == 'zab'

# %% held-out
assert caesar_cipher('abc', 27) == 'bcd'
