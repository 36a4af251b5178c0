# %%
assert count_vowels('Banana tree', per_vowel=True) == {'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}

# %% held-out
assert list(count_vowels('', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']

# %% held-out
assert count_vowels('Banana', per_vowel=False) == 3
