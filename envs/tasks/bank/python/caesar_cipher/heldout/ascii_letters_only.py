# %%
assert caesar_cipher('ccafé', 1) == 'ddbgé'

# %%
assert caesar_cipher('café', 1000000) == 'qoté'

# %%
assert caesar_cipher('café', 2) == 'eché'

# %%
assert caesar_cipher('afé', 1) == 'bgé'

# %%
assert caesar_cipher('café ', 1) == 'dbgé '

# %%
assert caesar_cipher('café', 0) == 'café'

# %%
assert caesar_cipher('café0', 1) == 'dbgé0'

# %%
assert caesar_cipher('caf', 1) == 'dbg'

# %%
assert caesar_cipher('cafécafé', 1) == 'dbgédbgé'

# %%
assert caesar_cipher('', 1) == ''

# %%
assert caesar_cipher('café', -1) == 'bzeé'

# %%
assert caesar_cipher('ca', 1) == 'db'

# %%
assert caesar_cipher('Ωm', 1) == 'Ωn'

# %%
assert caesar_cipher('Ωmeg', 1) == 'Ωnfh'

# %%
assert caesar_cipher('Ωmega0', 1) == 'Ωnfhb0'

# %%
assert caesar_cipher('Ωmega', 2) == 'Ωogic'

# %%
assert caesar_cipher('Ωmega', -1) == 'Ωldfz'

# %%
assert caesar_cipher('ΩΩmega', 1) == 'ΩΩnfhb'

# %%
assert caesar_cipher('Ωmega ', 1) == 'Ωnfhb '

# %%
assert caesar_cipher('Ωmega', 7) == 'Ωtlnh'

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
assert caesar_cipher('ßÀB', 1) == 'ßÀC'

# %%
assert caesar_cipher('B', 1) == 'C'

# %%
assert caesar_cipher('àb', 1) == 'àc'

# %%
assert caesar_cipher('ÀB', 1000000) == 'ÀP'

# %%
assert caesar_cipher('ÀBé', 1) == 'ÀCé'

# %%
assert caesar_cipher('ccafé0', 1) == 'ddbgé0'

# %%
assert caesar_cipher('', 1000000) == ''

# %%
assert caesar_cipher('Café', 2) == 'Eché'

# %%
assert caesar_cipher('cafécafé', 2) == 'echéeché'

# %%
assert caesar_cipher('afé', 7) == 'hmé'

# %%
assert caesar_cipher('éfa', 1) == 'égb'

# %%
assert caesar_cipher('café café ', 1) == 'dbgé dbgé '

# %%
assert caesar_cipher('ca', 0) == 'ca'

# %%
assert caesar_cipher('caféé', 1000000) == 'qotéé'

# %%
assert caesar_cipher('café', -7) == 'vtyé'

# %%
assert caesar_cipher('CAF', 1) == 'DBG'

# %%
assert caesar_cipher('caf', 0) == 'caf'

# %%
assert caesar_cipher('cafécafé', 0) == 'cafécafé'

# %%
assert caesar_cipher('Café', -1) == 'Bzeé'

# %%
assert caesar_cipher('ßc', 1) == 'ßd'

# %%
assert caesar_cipher('CA', 1) == 'DB'

# %%
assert caesar_cipher('ca ', 1) == 'db '

# %%
assert caesar_cipher('ßßΩmega', 1) == 'ßßΩnfhb'

# %%
assert caesar_cipher('ßΩmega', 2) == 'ßΩogic'

# %%
assert caesar_cipher('Ωmegé', 1) == 'Ωnfhé'

# %%
assert caesar_cipher('ΩmegΩmeg', 1) == 'ΩnfhΩnfh'

# %%
assert caesar_cipher('ωmega0', 1) == 'ωnfhb0'

# %%
assert caesar_cipher('Ωmega0', 2) == 'Ωogic0'

# %%
assert caesar_cipher(' Ωmeg', 1) == ' Ωnfh'

# %%
assert caesar_cipher('ßΩmega', -1) == 'ßΩldfz'

# %%
assert caesar_cipher('Ω', -1) == 'Ω'

# %%
assert caesar_cipher('ßΩMEGA', 1) == 'ßΩNFHB'

# %%
assert caesar_cipher('Ωm', 1000000) == 'Ωa'

# %%
assert caesar_cipher('ΩΩmega ', 1) == 'ΩΩnfhb '

# %%
assert caesar_cipher('ΩΩmega0', 1) == 'ΩΩnfhb0'

# %%
assert caesar_cipher(' Ωmega', 0) == ' Ωmega'

# %%
assert caesar_cipher('ωmegaé', 1) == 'ωnfhbé'

# %%
assert caesar_cipher('ωmega', 1000000) == 'ωasuo'

# %%
assert caesar_cipher('Ωmegaωmega', 1) == 'Ωnfhbωnfhb'

# %%
assert caesar_cipher('mega', -1) == 'ldfz'

# %%
assert caesar_cipher('BÀ', -1) == 'AÀ'

# %%
assert caesar_cipher('Ssàb', 1) == 'Ttàc'

# %%
assert caesar_cipher('B0', 1) == 'C0'

# %%
assert caesar_cipher('b', 1) == 'c'

# %%
assert caesar_cipher('Àb0', 1) == 'Àc0'

# %%
assert caesar_cipher('À', 7) == 'À'

# %%
assert caesar_cipher('BÀ', 0) == 'BÀ'

# %%
assert caesar_cipher('ÀÀBÀB', 1) == 'ÀÀCÀC'

# %%
assert caesar_cipher('Àb', 7) == 'Ài'

# %%
assert caesar_cipher(' BÀ', 1) == ' CÀ'

# %%
assert caesar_cipher('', 2) == ''

# %%
assert caesar_cipher(' Àb', 1) == ' Àc'

# %%
assert caesar_cipher('àb ', 1) == 'àc '

# %%
assert caesar_cipher('ÀÀB', 1000000) == 'ÀÀP'
