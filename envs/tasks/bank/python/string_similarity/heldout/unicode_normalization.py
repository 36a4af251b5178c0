# %%
assert levenshtein('', 'é') == 1

# %%
assert levenshtein('́', 'é') == 1

# %%
assert levenshtein('é', ' é') == 1

# %%
assert levenshtein('é', 'é ') == 1

# %%
assert levenshtein('é', 'éé') == 1

# %%
assert levenshtein(' é', 'é') == 1

# %%
assert levenshtein('éé', 'é') == 1

# %%
assert levenshtein('ßcafé', 'cafe') == 2

# %%
assert levenshtein('café', 'ccafe') == 2

# %%
assert levenshtein('CAFÉ', 'cafe') == 4

# %%
assert levenshtein('café', 'CAFE') == 4

# %%
assert levenshtein(' café', 'cafe') == 2

# %%
assert levenshtein('café', 'cafe0') == 2

# %%
assert levenshtein('café', ' cafe') == 2

# %%
assert levenshtein('café', 'ßcafe') == 2

# %%
assert levenshtein('ca', 'cafe') == 2

# %%
assert levenshtein('ccafé', 'cafe') == 2

# %%
assert levenshtein('café', 'cafecafe') == 5

# %%
assert levenshtein('café', 'cafe ') == 2

# %%
assert levenshtein('café', 'caf') == 1

# %%
assert levenshtein('été', 'ßété') == 1

# %%
assert levenshtein('', 'été') == 3

# %%
assert levenshtein('étéé', 'été') == 1

# %%
assert levenshtein('été ', 'été') == 1

# %%
assert levenshtein('été', '') == 3

# %%
assert levenshtein('Été', 'été') == 1

# %%
assert levenshtein('ÉTÉ', 'été') == 3

# %%
assert levenshtein('éété', 'été') == 1

# %%
assert levenshtein('été', 'étéé') == 1

# %%
assert levenshtein(' été', 'été') == 1

# %%
assert levenshtein('EÉ', 'é') == 2

# %%
assert levenshtein('eé', 'é') == 1

# %%
assert levenshtein(' é', '') == 2

# %%
assert levenshtein(' É', 'é') == 2

# %%
assert levenshtein('é', 'É ') == 2

# %%
assert levenshtein('́', 'É') == 1

# %%
assert levenshtein(' é', 'é0') == 2

# %%
assert levenshtein('ßé', 'é ') == 2

# %%
assert levenshtein('́ée', 'é') == 2

# %%
assert levenshtein('é 0', 'é') == 2

# %%
assert levenshtein('ßé', 'ßé') == 0

# %%
assert levenshtein('é', 'éé ') == 2

# %%
assert levenshtein('éé', 'éé') == 0

# %%
assert levenshtein('', 'ca') == 2

# %%
assert levenshtein('ßcafé', 'afe') == 3

# %%
assert levenshtein('Café ', 'cafe') == 3

# %%
assert levenshtein('́efac', 'ccafe') == 5

# %%
assert levenshtein('ccafé', 'afe') == 3

# %%
assert levenshtein(' café', 'CAFE') == 5

# %%
assert levenshtein(' café', 'ca') == 3

# %%
assert levenshtein('café', 'cafe') == 1

# %%
assert levenshtein('CAFÉ ', 'cafe') == 5

# %%
assert levenshtein('café', 'e') == 4

# %%
assert levenshtein('afé', 'cafeé') == 2

# %%
assert levenshtein('ac', 'cafe') == 3

# %%
assert levenshtein('ccafé', 'cafe0') == 3

# %%
assert levenshtein('café', 'CAFECAFE') == 8

# %%
assert levenshtein('cafécafé', 'cafecafe') == 2

# %%
assert levenshtein('Café', 'caf') == 2

# %%
assert levenshtein('caféé', 'caf') == 2

# %%
assert levenshtein('CAFÉ', 'ca') == 4

# %%
assert levenshtein('Été', 'ßété') == 2

# %%
assert levenshtein('ét', 'e') == 2

# %%
assert levenshtein('été ', '́et́e') == 4

# %%
assert levenshtein('ét', '́et́e') == 4

# %%
assert levenshtein('été', ' ÉTÉ') == 4

# %%
assert levenshtein('été', 'été') == 0

# %%
assert levenshtein('étééétéé', 'été') == 5

# %%
assert levenshtein('été', 'ét') == 1

# %%
assert levenshtein('été ', 'étéété') == 3

# %%
assert levenshtein(' été', 'étéété') == 3

# %%
assert levenshtein('été', '0') == 3

# %%
assert levenshtein('Été ', 'été') == 2

# %%
assert levenshtein('éTÉ', 'été') == 2

# %%
assert levenshtein('ÉTÉ', 'eété') == 4

# %%
assert levenshtein('été', 'été é') == 2

# %%
assert levenshtein('ÉTÉÉTÉ', 'été') == 6

# %%
assert levenshtein(' étéété', 'été') == 4

# %%
assert levenshtein('été', 'ÉTE') == 3
