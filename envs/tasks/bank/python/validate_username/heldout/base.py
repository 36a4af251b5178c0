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
assert is_valid_username('alice_99alice_99') is True

# %%
assert is_valid_username('AB') is False

# %%
assert is_valid_username('ab ') is False

# %%
assert is_valid_username('a') is False

# %%
assert is_valid_username('ba') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('b') is False

# %%
assert is_valid_username('Ab') is False

# %%
assert is_valid_username(' ab') is False

# %%
assert is_valid_username(' 9lives') is False

# %%
assert is_valid_username('9li') is False

# %%
assert is_valid_username('9lives ') is False

# %%
assert is_valid_username('99lives') is False

# %%
assert is_valid_username('9LIVES') is False

# %%
assert is_valid_username('9live') is False

# %%
assert is_valid_username('9lives0') is False

# %%
assert is_valid_username('9Lives') is False

# %%
assert is_valid_username('9lives9lives') is False

# %%
assert is_valid_username('9livesé') is False

# %%
assert is_valid_username('9') is False

# %%
assert is_valid_username('B') is False

# %%
assert is_valid_username('ßBob') is False

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
assert is_valid_username('Bo') is False

# %%
assert is_valid_username('BBob') is False

# %%
assert is_valid_username('BOB') is False

# %%
assert is_valid_username('boB') is False

# %%
assert is_valid_username('ob') is False

# %%
assert is_valid_username('bob  smith') is False

# %%
assert is_valid_username('Bob Smith') is False

# %%
assert is_valid_username('bob smith0') is False

# %%
assert is_valid_username('ob smith') is False

# %%
assert is_valid_username('BOB SMITH') is False

# %%
assert is_valid_username('bob smithé') is False

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
assert is_valid_username('htims bob') is False

# %%
assert is_valid_username('ßbob smith') is False

# %%
assert is_valid_username('bob smit') is False
