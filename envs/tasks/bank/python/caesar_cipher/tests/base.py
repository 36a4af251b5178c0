# %%
assert caesar_cipher('abc', 1) == 'bcd'

# %%
assert caesar_cipher('xyz', 3) == 'abc'

# %%
assert caesar_cipher('Hello, World!', 5) == 'Mjqqt, Btwqi!'

# %%
assert caesar_cipher('abc', -1) == 'zab'

# %%
assert caesar_cipher('abc', 27) == 'bcd'
