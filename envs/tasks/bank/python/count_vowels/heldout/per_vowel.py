# %%
assert count_vowels('anana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana treeBanana tree', per_vowel=True) == {'a': 6, 'e': 4, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('eert ananaB', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana  tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana tree', per_vowel=False) == 5

# %%
assert count_vowels('Banan', per_vowel=True) == {'a': 2, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('bANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('banana', per_vowel=False) == 3

# %%
assert count_vowels('BananaBanana', per_vowel=False) == 6

# %%
assert count_vowels('B', per_vowel=False) == 0

# %%
assert count_vowels('Ban', per_vowel=False) == 1

# %%
assert count_vowels('', per_vowel=False) == 0

# %%
assert count_vowels('anana  tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('anana', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana treeBanana treeBanana treeBanana tree', per_vowel=True) == {'a': 12, 'e': 8, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BANANA TREEBANANA TREE', per_vowel=True) == {'a': 6, 'e': 4, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('e', per_vowel=True) == {'a': 0, 'e': 1, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana  tre', per_vowel=True) == {'a': 3, 'e': 1, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('bANANA TRE', per_vowel=True) == {'a': 3, 'e': 1, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana treBanana tre', per_vowel=True) == {'a': 6, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('banana  tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BBanana tree', per_vowel=False) == 5

# %%
assert count_vowels('Banana tree ', per_vowel=False) == 5

# %%
assert count_vowels('banana tree', per_vowel=False) == 5

# %%
assert count_vowels('Bana', per_vowel=True) == {'a': 2, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('banan', per_vowel=True) == {'a': 2, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ßBanan', per_vowel=True) == {'a': 2, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ßBanana Tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('eert ananaBß', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ß', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels(' ßBanana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('0', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Banana tree0', per_vowel=False) == 5

# %%
assert count_vowels('Banana  tree0', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BANANA  TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ßBANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('bbANANA TREE', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('b', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ßBBanana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Bbanana Tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels(' Banana tree', per_vowel=False) == 5

# %%
assert count_vowels('  Banana  tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('BB', per_vowel=True) == {'a': 0, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert list(count_vowels('0 ', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('0é', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('00', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('  ', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels(' é', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('É', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('é0', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert list(count_vowels('ßé', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %%
assert count_vowels(' Banana', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ananaB', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('ana', per_vowel=False) == 2

# %%
assert count_vowels('ANANAb', per_vowel=False) == 3

# %%
assert count_vowels('anana ', per_vowel=False) == 3

# %%
assert count_vowels('an', per_vowel=False) == 1

# %%
assert count_vowels('ßanana', per_vowel=False) == 3

# %%
assert count_vowels(' Banana ', per_vowel=False) == 3

# %%
assert count_vowels('BananaBanana', per_vowel=True) == {'a': 6, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels(' B', per_vowel=False) == 0

# %%
assert count_vowels('b', per_vowel=False) == 0

# %%
assert count_vowels('B0', per_vowel=False) == 0

# %%
assert count_vowels('SSBANANA', per_vowel=False) == 3

# %%
assert count_vowels('ßBanana ', per_vowel=False) == 3

# %%
assert count_vowels('ßBanana', per_vowel=True) == {'a': 3, 'e': 0, 'i': 0, 'o': 0, 'u': 0}

# %%
assert count_vowels('Ssbanana', per_vowel=False) == 3

# %%
assert count_vowels('BBanana0', per_vowel=False) == 3

# %%
assert count_vowels(' BBanana', per_vowel=False) == 3

# %%
assert count_vowels('BBanan', per_vowel=False) == 2

# %%
assert count_vowels(' Banana0', per_vowel=False) == 3

# %%
assert count_vowels('ANANA', per_vowel=False) == 3

# %%
assert count_vowels('BanBan', per_vowel=False) == 2

# %%
assert count_vowels('Ban ', per_vowel=False) == 1

# %%
assert count_vowels('0', per_vowel=False) == 0

# %%
assert count_vowels('ß', per_vowel=False) == 0

# %%
assert count_vowels('  Banana', per_vowel=False) == 3
