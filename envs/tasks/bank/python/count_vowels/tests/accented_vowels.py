# %%
assert count_vowels('café') == 2

# %%
assert count_vowels('naïve') == 3

# %%
assert count_vowels('ÉLAN') == 2

# %%
assert count_vowels('crème brûlée') == 5
