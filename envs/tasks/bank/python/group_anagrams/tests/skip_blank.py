# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', '']) == []
