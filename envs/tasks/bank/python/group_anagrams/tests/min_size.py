# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=2) == [['eat', 'tea', 'ate'], ['tan', 'nat']]

# %% held-out
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=3) == [['eat', 'tea', 'ate']]

# %% held-out
assert group_anagrams(['x', 'y'], min_size=1) == [['x'], ['y']]
