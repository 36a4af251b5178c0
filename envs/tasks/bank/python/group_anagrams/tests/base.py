# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams([]) == []

# %%
assert group_anagrams(['a']) == [['a']]

# %%
assert group_anagrams(['ab', 'ba', 'ab']) == [['ab', 'ba', 'ab']]
