# %%
assert levenshtein('eé', 'é') == 1

# %%
assert levenshtein('e', 'é') == 1

# %%
assert levenshtein('é', '') == 1

# %%
assert levenshtein('É', 'é') == 1

# %%
assert levenshtein('é', 'É') == 1

# %%
assert levenshtein('', 'é') == 1

# %%
assert levenshtein('é0', 'é') == 1

# %%
assert levenshtein('́', 'é') == 1

# %%
assert levenshtein('é', 'é0') == 1

# %%
assert levenshtein('ßé', 'é') == 1

# %%
assert levenshtein('é', ' é') == 1

# %%
assert levenshtein('éé', 'é') == 1

# %%
assert levenshtein('é', 'é ') == 1

# %%
assert levenshtein('́e', 'é') == 2

# %%
assert levenshtein('é ', 'é') == 1

# %%
assert levenshtein('é', 'ßé') == 1

# %%
assert levenshtein('é', 'éé') == 1

# %%
assert levenshtein(' é', 'é') == 1

# %%
assert levenshtein('éé', 'é') == 1

# %%
assert levenshtein('', 'cafe') == 4

# %%
assert levenshtein('ßcafé', 'cafe') == 2

# %%
assert levenshtein('Café', 'cafe') == 2

# %%
assert levenshtein('café', 'ccafe') == 2

# %%
assert levenshtein('CAFÉ', 'cafe') == 4

# %%
assert levenshtein('café', 'afe') == 2

# %%
assert levenshtein('café', 'CAFE') == 4

# %%
assert levenshtein('café', 'Cafe') == 2

# %%
assert levenshtein(' café', 'cafe') == 2

# %%
assert levenshtein('́efac', 'cafe') == 4

# %%
assert levenshtein('café', 'cafe0') == 2

# %%
assert levenshtein('café0', 'cafe') == 2

# %%
assert levenshtein('café ', 'cafe') == 2

# %%
assert levenshtein('café', ' cafe') == 2

# %%
assert levenshtein('café', 'efac') == 4

# %%
assert levenshtein('café', 'ßcafe') == 2

# %%
assert levenshtein('café', 'cafeé') == 1

# %%
assert levenshtein('ca', 'cafe') == 2

# %%
assert levenshtein('ccafé', 'cafe') == 2

# %%
assert levenshtein('afé', 'cafe') == 2

# %%
assert levenshtein('café', 'cafecafe') == 5

# %%
assert levenshtein('café', 'cafe ') == 2

# %%
assert levenshtein('café', 'caf') == 1

# %%
assert levenshtein('café', 'ca') == 2

# %%
assert levenshtein('été', 'ßété') == 1

# %%
assert levenshtein('été', 'e') == 3

# %%
assert levenshtein('été', '́et́e') == 4

# %%
assert levenshtein('été', 'eété') == 1

# %%
assert levenshtein('été', ' été') == 1

# %%
assert levenshtein('été', 'é') == 2

# %%
assert levenshtein('', 'été') == 3

# %%
assert levenshtein('été', '́té') == 1

# %%
assert levenshtein('té', 'été') == 1

# %%
assert levenshtein('étéé', 'été') == 1

# %%
assert levenshtein('été', 'été0') == 1

# %%
assert levenshtein('été', 'ÉTé') == 2

# %%
assert levenshtein('été ', 'été') == 1

# %%
assert levenshtein('été', 'étéété') == 3

# %%
assert levenshtein('été', '') == 3

# %%
assert levenshtein('été', 'ÉTÉ') == 3

# %%
assert levenshtein('Été', 'été') == 1

# %%
assert levenshtein('ÉTÉ', 'été') == 3

# %%
assert levenshtein('éété', 'été') == 1

# %%
assert levenshtein('été', 'étéé') == 1

# %%
assert levenshtein('été', 'été ') == 1

# %%
assert levenshtein('étéété', 'été') == 3

# %%
assert levenshtein(' été', 'été') == 1

# %%
assert levenshtein('été', 'éte') == 1
