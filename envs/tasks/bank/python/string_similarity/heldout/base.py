# %%
assert levenshtein('', 'sitting') == 7

# %%
assert levenshtein('itten', 'sitting') == 3

# %%
assert levenshtein('kitten0', 'sitting') == 3

# %%
assert levenshtein('KITTEN', 'sitting') == 7

# %%
assert levenshtein('ßkitten', 'sitting') == 4

# %%
assert levenshtein('kitten', ' sitting') == 4

# %%
assert levenshtein('kittené', 'sitting') == 3

# %%
assert levenshtein('kitten', 's') == 6

# %%
assert levenshtein('kitten', 'sit') == 4

# %%
assert levenshtein('kitten', 'sittingsitting') == 10

# %%
assert levenshtein('kkitten', 'sitting') == 4

# %%
assert levenshtein('kit', 'sitting') == 5

# %%
assert levenshtein('kitten', 'ssitting') == 4

# %%
assert levenshtein('kitte', 'sitting') == 4

# %%
assert levenshtein(' kitten', 'sitting') == 4

# %%
assert levenshtein('kitten', 'gnittis') == 4

# %%
assert levenshtein('kitten', 'Sitting') == 3

# %%
assert levenshtein('kitten', 'sittingé') == 4

# %%
assert levenshtein('', 'abc ') == 4

# %%
assert levenshtein('', 'a') == 1

# %%
assert levenshtein('é', 'abc') == 3

# %%
assert levenshtein('', 'aabc') == 4

# %%
assert levenshtein('', 'Abc') == 3

# %%
assert levenshtein('', 'abcé') == 4

# %%
assert levenshtein('', ' abc') == 4

# %%
assert levenshtein('', 'cba') == 3

# %%
assert levenshtein('', 'bc') == 2

# %%
assert levenshtein(' ', 'abc') == 3

# %%
assert levenshtein('', 'ab') == 2

# %%
assert levenshtein('ß', 'abc') == 3

# %%
assert levenshtein('0', 'abc') == 3

# %%
assert levenshtein('', 'abcabc') == 6

# %%
assert levenshtein('', 'ßabc') == 4

# %%
assert levenshtein('', 'abc0') == 4

# %%
assert levenshtein('bc', '') == 2

# %%
assert levenshtein('abcé', '') == 4

# %%
assert levenshtein('ab', '') == 2

# %%
assert levenshtein('aabc', '') == 4

# %%
assert levenshtein('abc0', '') == 4

# %%
assert levenshtein('abc ', '') == 4

# %%
assert levenshtein('ßabc', '') == 4

# %%
assert levenshtein('abcabc', '') == 6

# %%
assert levenshtein('abc', ' ') == 3

# %%
assert levenshtein('a', '') == 1

# %%
assert levenshtein('cba', '') == 3

# %%
assert levenshtein('walf', 'lawn') == 3

# %%
assert levenshtein('flaw', 'lawnlawn') == 5

# %%
assert levenshtein('flaw', 'llawn') == 2

# %%
assert levenshtein('flaw', 'Lawn') == 3

# %%
assert levenshtein('fla', 'lawn') == 3

# %%
assert levenshtein('flaw', 'nwal') == 3

# %%
assert levenshtein('flaw', 'ßlawn') == 2

# %%
assert levenshtein('flaw', 'lawné') == 3

# %%
assert levenshtein('f', 'lawn') == 4

# %%
assert levenshtein('Flaw', 'lawn') == 2

# %%
assert levenshtein('fflaw', 'lawn') == 3

# %%
assert levenshtein('flaw', 'lawn0') == 3

# %%
assert levenshtein('FLAW', 'lawn') == 4

# %%
assert levenshtein('flaw', '') == 4

# %%
assert levenshtein('flaw', ' lawn') == 2

# %%
assert levenshtein('sam', 'same') == 1

# %%
assert levenshtein('ssame', 'same') == 1

# %%
assert levenshtein('ame', 'same') == 1

# %%
assert levenshtein('sa', 'same') == 2

# %%
assert levenshtein('same', 'sa') == 2

# %%
assert levenshtein('same', 'same0') == 1

# %%
assert levenshtein('same', 's') == 3

# %%
assert levenshtein('same', 'Same') == 1

# %%
assert levenshtein('same0', 'same') == 1

# %%
assert levenshtein('same', 'SAME') == 4

# %%
assert levenshtein('', 'same') == 4

# %%
assert levenshtein('sameé', 'same') == 1

# %%
assert levenshtein('same', 'ssame') == 1

# %%
assert levenshtein('ßsame', 'same') == 1

# %%
assert levenshtein(' same', 'same') == 1

# %%
assert levenshtein('same', 'emas') == 4

# %%
assert levenshtein('SAME', 'same') == 4

# %%
assert levenshtein('same ', 'same') == 1

# %%
assert levenshtein('emas', 'same') == 4

# %%
assert levenshtein('same', 'ßsame') == 1
