# %%
assert wrap_text('the quick brown fox', 10) == ['the quick', 'brown fox']

# %% held-out
assert wrap_text('a b c', 1) == ['a', 'b', 'c']

# %% held-out
assert wrap_text('hello', 3) == ['hello']

# %% held-out
assert wrap_text('one  two\nthree', 20) == ['one two three']

# %% held-out
assert wrap_text('well-known words', 12) == ['well-known', 'words']
