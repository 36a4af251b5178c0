# %%
assert caesar_cipher('ccafé', 1) == 'ddbgé'

# %%
assert caesar_cipher('café', 1000001) == 'rpué'

# %%
assert caesar_cipher('café', 2) == 'eché'

# %%
assert caesar_cipher('afé', 1) == 'bgé'

# %%
assert caesar_cipher('café ', 1) == 'dbgé '

# %%
assert caesar_cipher('café', 0) == 'café'

# %%
assert caesar_cipher('caféé', 1) == 'dbgéé'

# %%
assert caesar_cipher('ßcafé', 1) == 'ßdbgé'

# %%
assert caesar_cipher('café0', 1) == 'dbgé0'

# %%
assert caesar_cipher('CAFÉ', 1) == 'DBGÉ'

# %%
assert caesar_cipher('Café', 1) == 'Dbgé'

# %%
assert caesar_cipher('café', 7) == 'jhmé'

# %%
assert caesar_cipher('caf', 1) == 'dbg'

# %%
assert caesar_cipher('cafécafé', 1) == 'dbgédbgé'

# %%
assert caesar_cipher('éfac', 1) == 'égbd'

# %%
assert caesar_cipher('', 1) == ''

# %%
assert caesar_cipher('café', -1) == 'bzeé'

# %%
assert caesar_cipher('c', 1) == 'd'

# %%
assert caesar_cipher(' café', 1) == ' dbgé'

# %%
assert caesar_cipher('ca', 1) == 'db'

# %%
assert caesar_cipher('ßΩmega', 1) == 'ßΩnfhb'

# %%
assert caesar_cipher('Ωm', 1) == 'Ωn'

# %%
assert caesar_cipher('Ωmeg', 1) == 'Ωnfh'

# %%
assert caesar_cipher('Ωmega0', 1) == 'Ωnfhb0'

# %%
assert caesar_cipher('Ωmega', 2) == 'Ωogic'

# %%
assert caesar_cipher(' Ωmega', 1) == ' Ωnfhb'

# %%
assert caesar_cipher('Ωmega', -1) == 'Ωldfz'

# %%
assert caesar_cipher('ΩMEGA', 1) == 'ΩNFHB'

# %%
assert caesar_cipher('Ωmega', 1000001) == 'Ωbtvp'

# %%
assert caesar_cipher('ΩΩmega', 1) == 'ΩΩnfhb'

# %%
assert caesar_cipher('Ωmega', 0) == 'Ωmega'

# %%
assert caesar_cipher('Ωmega ', 1) == 'Ωnfhb '

# %%
assert caesar_cipher('Ωmega', 7) == 'Ωtlnh'

# %%
assert caesar_cipher('agemΩ', 1) == 'bhfnΩ'

# %%
assert caesar_cipher('Ωmegaé', 1) == 'Ωnfhbé'

# %%
assert caesar_cipher('Ω', 1) == 'Ω'

# %%
assert caesar_cipher('ωmega', 1) == 'ωnfhb'

# %%
assert caesar_cipher('ωMEGA', 1) == 'ωNFHB'

# %%
assert caesar_cipher('ΩmegaΩmega', 1) == 'ΩnfhbΩnfhb'

# %%
assert caesar_cipher('mega', 1) == 'nfhb'

# %%
assert caesar_cipher('ÀB', -1) == 'ÀA'

# %%
assert caesar_cipher('ßÀB', 1) == 'ßÀC'

# %%
assert caesar_cipher('B', 1) == 'C'

# %%
assert caesar_cipher('ÀÀB', 1) == 'ÀÀC'

# %%
assert caesar_cipher('ÀB0', 1) == 'ÀC0'

# %%
assert caesar_cipher('À', 1) == 'À'

# %%
assert caesar_cipher('ÀB', 0) == 'ÀB'

# %%
assert caesar_cipher('Àb', 1) == 'Àc'

# %%
assert caesar_cipher('ÀBÀB', 1) == 'ÀCÀC'

# %%
assert caesar_cipher('ÀB', 7) == 'ÀI'

# %%
assert caesar_cipher('ÀB ', 1) == 'ÀC '

# %%
assert caesar_cipher('ÀB', 2) == 'ÀD'

# %%
assert caesar_cipher(' ÀB', 1) == ' ÀC'

# %%
assert caesar_cipher('àb', 1) == 'àc'

# %%
assert caesar_cipher('BÀ', 1) == 'CÀ'

# %%
assert caesar_cipher('ÀB', 1000001) == 'ÀQ'

# %%
assert caesar_cipher('ÀBé', 1) == 'ÀCé'
