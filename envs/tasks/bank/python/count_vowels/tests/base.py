# %%
assert count_vowels('hello') == 2

# %%
assert count_vowels('AEIOU xyz') == 5

# %%
assert count_vowels('rhythm') == 0

# %%
assert count_vowels('') == 0
