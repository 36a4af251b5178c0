# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %% held-out
assert group_anagrams([]) == []

# %% held-out
assert group_anagrams(['a']) == [['a']]

# %% held-out
assert group_anagrams(['ab', 'ba', 'ab']) == [['ab', 'ba', 'ab']]
