# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google']) == [['Listen', 'silent', 'enlist'], ['google']]

# %% held-out
assert group_anagrams(['Dormitory', 'dirty room']) == [['Dormitory', 'dirty room']]
