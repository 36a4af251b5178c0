# %%
assert group_anagrams(['Listen', 'silent', 'enlist']) == [['Listen', 'silent', 'enlist']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google']) == [['Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist'], ['google', 'google']]

# %%
assert group_anagrams([]) == []

# %%
assert group_anagrams(['Listen', 'enlist', 'google', 'silent']) == [['Listen', 'enlist', 'silent'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'ENLIST', 'google']) == [['Listen', 'silent', 'ENLIST'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlistenlist', 'google']) == [['Listen', 'silent'], ['enlistenlist'], ['google']]

# %%
assert group_anagrams(['dirty room', 'Dormitory']) == [['dirty room', 'Dormitory']]

# %%
assert group_anagrams(['Dormitory']) == [['Dormitory']]

# %%
assert group_anagrams(['DormitoryDormitory', 'dirty room']) == [['DormitoryDormitory'], ['dirty room']]

# %%
assert group_anagrams(['D', 'dirty room']) == [['D'], ['dirty room']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen']]

# %%
assert group_anagrams(['L', 'silent', 'enlist']) == [['L'], ['silent', 'enlist']]

# %%
assert group_anagrams(['Listen', 'silent']) == [['Listen', 'silent']]

# %%
assert group_anagrams(['enlist', 'silent', 'Listen']) == [['enlist', 'silent', 'Listen']]

# %%
assert group_anagrams(['silent', 'enlist']) == [['silent', 'enlist']]

# %%
assert group_anagrams(['LISTEN', 'silent', 'enlist']) == [['LISTEN', 'silent', 'enlist']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google']) == [['Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist'], ['google', 'google', 'google', 'google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist', 'Listen'], ['google', 'google']]

# %%
assert group_anagrams(['Listen', 'Listen', 'enlist', 'enlist', 'google', 'google', 'silent', 'silent']) == [['Listen', 'Listen', 'enlist', 'enlist', 'silent', 'silent'], ['google', 'google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'silent', 'enlist']) == [['Listen', 'silent', 'enlist', 'Listen', 'silent', 'enlist'], ['google']]

# %%
assert group_anagrams(['Listen', 's', 'enlist', 'google', 'Listen', 'silent', 'enlist', 'google']) == [['Listen', 'enlist', 'Listen', 'silent', 'enlist'], ['s'], ['google', 'google']]

# %%
assert group_anagrams(['silent']) == [['silent']]

# %%
assert group_anagrams(['silent', 'google', 'enlist']) == [['silent', 'enlist'], ['google']]

# %%
assert group_anagrams(['google', 'enlist', 'silent']) == [['google'], ['enlist', 'silent']]

# %%
assert group_anagrams(['enlist', 'google']) == [['enlist'], ['google']]

# %%
assert group_anagrams(['silent', 'enlist', 'googlegoogle']) == [['silent', 'enlist'], ['googlegoogle']]

# %%
assert group_anagrams(['Listen', 'silent', 'e', 'googlegoogle']) == [['Listen', 'silent'], ['e'], ['googlegoogle']]

# %%
assert group_anagrams(['Listen', 'silent', 'e', 'GOOGLE']) == [['Listen', 'silent'], ['e'], ['GOOGLE']]

# %%
assert group_anagrams(['Listen', 'e', 'google', 'silent']) == [['Listen', 'silent'], ['e'], ['google']]

# %%
assert group_anagrams(['google', 'e', 'silent', 'Listen']) == [['google'], ['e'], ['silent', 'Listen']]

# %%
assert group_anagrams(['silent', 'google', 'enlist', 'Listen', 'silent']) == [['silent', 'enlist', 'Listen', 'silent'], ['google']]

# %%
assert group_anagrams(['SILENT', 'google', 'enlist', 'Listen']) == [['SILENT', 'enlist', 'Listen'], ['google']]

# %%
assert group_anagrams(['Listen', 'enlist', 'google', 'silent', 'Listen', 'enlist', 'google', 'silent']) == [['Listen', 'enlist', 'silent', 'Listen', 'enlist', 'silent'], ['google', 'google']]

# %%
assert group_anagrams(['Listen', 'enlist', 'google']) == [['Listen', 'enlist'], ['google']]

# %%
assert group_anagrams(['Listen', 'Listen']) == [['Listen', 'Listen']]

# %%
assert group_anagrams(['LISTEN']) == [['LISTEN']]

# %%
assert group_anagrams(['ListenListen']) == [['ListenListen']]

# %%
assert group_anagrams(['Listen', 'silent', 'ENLIST', 'google', 'Listen', 'silent', 'ENLIST', 'google']) == [['Listen', 'silent', 'ENLIST', 'Listen', 'silent', 'ENLIST'], ['google', 'google']]

# %%
assert group_anagrams(['Listen', 'silent', 'ENLIST']) == [['Listen', 'silent', 'ENLIST']]

# %%
assert group_anagrams(['silent', 'ENLIST', 'google']) == [['silent', 'ENLIST'], ['google']]

# %%
assert group_anagrams(['L', 'silent', 'ENLIST', 'google']) == [['L'], ['silent', 'ENLIST'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'ENLIST', 'google', 'Listen']) == [['Listen', 'silent', 'ENLIST', 'Listen'], ['google']]

# %%
assert group_anagrams(['GOOGLE', 'enlist', 'silent', 'Listen']) == [['GOOGLE'], ['enlist', 'silent', 'Listen']]

# %%
assert group_anagrams(['google', 'enlist', 'silent', 'Listen', 'google']) == [['google', 'google'], ['enlist', 'silent', 'Listen']]

# %%
assert group_anagrams(['google', 'enlistenlist', 'silent', 'Listen']) == [['google'], ['enlistenlist'], ['silent', 'Listen']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlistenlist']) == [['Listen', 'silent'], ['enlistenlist']]

# %%
assert group_anagrams(['silent', 'google', 'enlistenlist', 'Listen']) == [['silent', 'Listen'], ['google'], ['enlistenlist']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlistenlist', 'google', 'Listen', 'silent', 'enlistenlist', 'google']) == [['Listen', 'silent', 'Listen', 'silent'], ['enlistenlist', 'enlistenlist'], ['google', 'google']]

# %%
assert group_anagrams(['silent', 'enlistenlist', 'google']) == [['silent'], ['enlistenlist'], ['google']]

# %%
assert group_anagrams(['Listen', 'enlistenlist', 'google', 'silent']) == [['Listen', 'silent'], ['enlistenlist'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'googlegoogle', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen'], ['googlegoogle']]

# %%
assert group_anagrams(['Listen', 'Listen', 'enlist', 'google', 'silent']) == [['Listen', 'Listen', 'enlist', 'silent'], ['google']]

# %%
assert group_anagrams(['silent', 'enlist', 'google', 'Listen']) == [['silent', 'enlist', 'Listen'], ['google']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'g', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen'], ['g']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'GOOGLE', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen'], ['GOOGLE']]

# %%
assert group_anagrams(['Listen', 'silent', 'enlist', 'google', 'Listen', 'Listen']) == [['Listen', 'silent', 'enlist', 'Listen', 'Listen'], ['google']]

# %%
assert group_anagrams(['d']) == [['d']]

# %%
assert group_anagrams(['DIRTY ROOM']) == [['DIRTY ROOM']]

# %%
assert group_anagrams(['dirty room', 'Dormitory', 'dirty room', 'Dormitory']) == [['dirty room', 'Dormitory', 'dirty room', 'Dormitory']]

# %%
assert group_anagrams(['dirty roomdirty room', 'Dormitory']) == [['dirty roomdirty room'], ['Dormitory']]

# %%
assert group_anagrams(['d', 'Dormitory']) == [['d'], ['Dormitory']]

# %%
assert group_anagrams(['DORMITORY']) == [['DORMITORY']]

# %%
assert group_anagrams(['D']) == [['D']]

# %%
assert group_anagrams(['DormitoryDormitory', 'dirty room', 'DormitoryDormitory']) == [['DormitoryDormitory', 'DormitoryDormitory'], ['dirty room']]

# %%
assert group_anagrams(['DormitoryDormitory', 'd']) == [['DormitoryDormitory'], ['d']]

# %%
assert group_anagrams(['dirty room', 'DormitoryDormitory']) == [['dirty room'], ['DormitoryDormitory']]

# %%
assert group_anagrams(['Dormitory', 'dirty roomdirty room', 'Dormitory']) == [['Dormitory', 'Dormitory'], ['dirty roomdirty room']]

# %%
assert group_anagrams(['Dormitory', 'Dormitory', 'dirty room']) == [['Dormitory', 'Dormitory', 'dirty room']]

# %%
assert group_anagrams(['Dormitory', 'd', 'Dormitory']) == [['Dormitory', 'Dormitory'], ['d']]

# %%
assert group_anagrams(['Dormitory', 'dirty room', 'Dormitory', 'Dormitory']) == [['Dormitory', 'dirty room', 'Dormitory', 'Dormitory']]

# %%
assert group_anagrams(['Dormitory', 'DIRTY ROOM', 'Dormitory']) == [['Dormitory', 'DIRTY ROOM', 'Dormitory']]

# %%
assert group_anagrams(['dirty room', 'Dormitory', 'Dormitory']) == [['dirty room', 'Dormitory', 'Dormitory']]

# %%
assert group_anagrams(['D', 'dirty room', 'Dormitory', 'dirty room']) == [['D'], ['dirty room', 'Dormitory', 'dirty room']]

# %%
assert group_anagrams(['DORMITORY', 'dirty room', 'Dormitory', 'dirty room']) == [['DORMITORY', 'dirty room', 'Dormitory', 'dirty room']]

# %%
assert group_anagrams(['dirty room', 'dirty room', 'Dormitory', 'Dormitory']) == [['dirty room', 'dirty room', 'Dormitory', 'Dormitory']]

# %%
assert group_anagrams(['Dormitory', 'dirty room', 'Dormitory', 'dirty room', 'Dormitory', 'dirty room', 'Dormitory', 'dirty room']) == [['Dormitory', 'dirty room', 'Dormitory', 'dirty room', 'Dormitory', 'dirty room', 'Dormitory', 'dirty room']]

# %%
assert group_anagrams(['D', 'd']) == [['D', 'd']]

# %%
assert group_anagrams(['D', 'dirty roomdirty room']) == [['D'], ['dirty roomdirty room']]

# %%
assert group_anagrams(['DORMITORY', 'DIRTY ROOM']) == [['DORMITORY', 'DIRTY ROOM']]

# %%
assert group_anagrams(['DORMITORY', 'dirty roomdirty room']) == [['DORMITORY'], ['dirty roomdirty room']]
