# %%
assert count_vowels('hello') == 2

# %% held-out
assert count_vowels('AEIOU xyz') == 5

# %% held-out
assert count_vowels('rhythm') == 0

# %% held-out
assert count_vowels('') == 0
