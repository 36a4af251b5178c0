# %%
assert wrap_text('the quick brown fox', 10) == ['the quick', 'brown fox']

# %%
assert wrap_text('a b c', 1) == ['a', 'b', 'c']

# %%
assert wrap_text('hello', 3) == ['hello']

# %%
assert wrap_text('one  two\nthree', 20) == ['one two three']

# %%
assert wrap_text('well-known words', 12) == ['well-known', 'words']
