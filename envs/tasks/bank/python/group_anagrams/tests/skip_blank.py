# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba']]

# %% held-out
assert group_anagrams(['', '']) == []
