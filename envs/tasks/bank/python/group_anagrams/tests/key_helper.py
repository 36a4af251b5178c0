# %%
assert anagram_key('Dirty Room') == 'dimoorrty'

# %%
assert anagram_key('') == ''
