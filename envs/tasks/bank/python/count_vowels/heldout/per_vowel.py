# %%
assert count_vowels('anana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana treeBanana tree', per_vowel=True) == {'a': 6, 'e': 4, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('eert ananaB', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana tre', per_vowel=True) == {'a': 3, 'e': 1, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana  tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana tree', per_vowel=False) == 5

# %%
assert count_vowels('Banana tree ', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('banana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banan', per_vowel=True) == {'a': 2, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana Tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ßBanana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana tree0', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('bANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BBanana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels(' Banana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('B', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert list(count_vowels('0', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels(' ', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('é', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('ß', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert count_vowels('Banana', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BANANA', per_vowel=False) == 3

# %%
assert count_vowels('ananaB', per_vowel=False) == 3

# %%
assert count_vowels('banana', per_vowel=False) == 3

# %%
assert count_vowels('anana', per_vowel=False) == 3

# %%
assert count_vowels('Banana ', per_vowel=False) == 3

# %%
assert count_vowels('BananaBanana', per_vowel=False) == 6

# %%
assert count_vowels('B', per_vowel=False) == 0

# %%
assert count_vowels('Banan', per_vowel=False) == 2

# %%
assert count_vowels('ßBanana', per_vowel=False) == 3

# %%
assert count_vowels('BBanana', per_vowel=False) == 3

# %%
assert count_vowels('Banana0', per_vowel=False) == 3

# %%
assert count_vowels('bANANA', per_vowel=False) == 3

# %%
assert count_vowels('Ban', per_vowel=False) == 1

# %%
assert count_vowels('', per_vowel=False) == 0

# %%
assert count_vowels(' Banana', per_vowel=False) == 3
