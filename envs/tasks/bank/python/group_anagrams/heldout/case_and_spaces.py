# %%
assert group_anagrams(['Listen', 'silent', 'enlist']) == [['Listen', 'silent', 'enlist']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google']) == [['Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist'], ['google', 'google']]

# %%
assert group_anagrams(['silent', 'enlist', 'google']) == [['silent', 'enlist'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'e', 'google']) == [['Listen', 'silent'], ['e'], ['google']]

# %%
assert group_anagrams([]) == []

# %%
assert group_anagrams(['silent', 'google', 'enlist', 'Listen']) == [['silent', 'enlist', 'Listen'], ['google']]

# %%
assert group_anagrams(['Listen', 'enlist', 'google', 'silent']) == [['Listen', 'enlist', 'silent'], ['google']]

# %%
assert group_anagrams(['Listen']) == [['Listen']]

# %%
assert group_anagrams(['Listen', 'silent', 'ENLIST', 'google']) == [['Listen', 'silent', 'ENLIST'], ['google']]

# %%
assert group_anagrams(['google', 'enlist', 'silent', 'Listen']) == [['google'], ['enlist', 'silent', 'Listen']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlistenlist', 'google']) == [['Listen', 'silent'], ['enlistenlist'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen'], ['google']]

# %%
assert group_anagrams(['dirty room']) == [['dirty room']]

# %%
assert group_anagrams(['dirty room', 'Dormitory']) == [['dirty room', 'Dormitory']]

# %%
assert group_anagrams(['Dormitory']) == [['Dormitory']]

# %%
assert group_anagrams(['DormitoryDormitory', 'dirty room']) == [['DormitoryDormitory'], ['dirty room']]

# %%
assert group_anagrams(['Dormitory', 'dirty room', 'Dormitory']) == [['Dormitory', 'dirty room', 'Dormitory']]

# %%
assert group_anagrams(['Dormitory', 'dirty room', 'Dormitory', 'dirty room']) == [['Dormitory', 'dirty room', 'Dormitory', 'dirty room']]

# %%
assert group_anagrams(['D', 'dirty room']) == [['D'], ['dirty room']]

# %%
assert group_anagrams(['DORMITORY', 'dirty room']) == [['DORMITORY', 'dirty room']]
