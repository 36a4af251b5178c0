# %%
assert is_valid_username('bbob') is True

# %%
assert is_valid_username('bobbob') is True

# %%
assert is_valid_username('bob0') is True

# %%
assert is_valid_username('aalice_99') is True

# %%
assert is_valid_username('alic') is True

# %%
assert is_valid_username('lice_99') is True

# %%
assert is_valid_username('alice_990') is True

# %%
assert is_valid_username('alice_9') is True

# %%
assert is_valid_username('AB') is False

# %%
assert is_valid_username('ab ') is False

# %%
assert is_valid_username('a') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('Ab') is False

# %%
assert is_valid_username(' ab') is False

# %%
assert is_valid_username(' 9lives') is False

# %%
assert is_valid_username('9lives ') is False

# %%
assert is_valid_username('99lives') is False

# %%
assert is_valid_username('9LIVES') is False

# %%
assert is_valid_username('9lives0') is False

# %%
assert is_valid_username('9lives9lives') is False

# %%
assert is_valid_username('9') is False

# %%
assert is_valid_username('B') is False

# %%
assert is_valid_username('bOB') is False

# %%
assert is_valid_username('Bob ') is False

# %%
assert is_valid_username('Bob0') is False

# %%
assert is_valid_username('BobBob') is False

# %%
assert is_valid_username(' Bob') is False

# %%
assert is_valid_username('Bobé') is False

# %%
assert is_valid_username('boB') is False

# %%
assert is_valid_username('ob') is False

# %%
assert is_valid_username('bob smith0') is False

# %%
assert is_valid_username('ob smith') is False

# %%
assert is_valid_username('BOB SMITH') is False

# %%
assert is_valid_username('bob ') is False

# %%
assert is_valid_username('bob smithbob smith') is False

# %%
assert is_valid_username('bob smith ') is False

# %%
assert is_valid_username(' bob smith') is False

# %%
assert is_valid_username('bbob smith') is False

# %%
assert is_valid_username('ßbob smith') is False

# %%
assert is_valid_username('lic') is True

# %%
assert is_valid_username('AAB') is False

# %%
assert is_valid_username('AB ') is False

# %%
assert is_valid_username(' ab ') is False

# %%
assert is_valid_username('A') is False

# %%
assert is_valid_username('ß') is False

# %%
assert is_valid_username('bé') is False

# %%
assert is_valid_username(' Ab') is False

# %%
assert is_valid_username(' 9Lives') is False

# %%
assert is_valid_username('9Li') is False

# %%
assert is_valid_username('99li') is False

# %%
assert is_valid_username('9LIVE') is False

# %%
assert is_valid_username('9live ') is False

# %%
assert is_valid_username('9lives09lives0') is False

# %%
assert is_valid_username('9Lives0') is False

# %%
assert is_valid_username('9lives9lives0') is False

# %%
assert is_valid_username('9 ') is False

# %%
assert is_valid_username('99') is False

# %%
assert is_valid_username('B ') is False

# %%
assert is_valid_username('ßB') is False

# %%
assert is_valid_username('ßBob ') is False

# %%
assert is_valid_username('BOB ') is False

# %%
assert is_valid_username('BOB0') is False

# %%
assert is_valid_username('ob  smith') is False

# %%
assert is_valid_username('ßbob  smith') is False

# %%
assert is_valid_username('Bob SmithBob Smith') is False

# %%
assert is_valid_username('bOB sMITH') is False

# %%
assert is_valid_username('bob  smith0') is False

# %%
assert is_valid_username('bob smith0é') is False

# %%
assert is_valid_username('ob smith ') is False

# %%
assert is_valid_username('BOB SMITHBOB SMITH') is False

# %%
assert is_valid_username(' bob') is False

# %%
assert is_valid_username('bob é') is False

# %%
assert is_valid_username('bob smithbob smithé') is False

# %%
assert is_valid_username('bob smithbob smith ') is False

# %%
assert is_valid_username('bob smith  ') is False

# %%
assert is_valid_username('bob s') is False

# %%
assert is_valid_username('h') is False

# %%
assert is_valid_username('Ssbob Smith') is False

# %%
assert is_valid_username('ßßbob smith') is False

# %%
assert is_valid_username('BOB SMIT') is False
