# %%
assert anagram_key('Dirty Room') == 'dimoorrty'

# %% held-out
assert anagram_key('') == ''
