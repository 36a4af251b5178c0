# %%
assert count_vowels('café') == 2

# %% held-out
assert count_vowels('naïve') == 3

# %% held-out
assert count_vowels('ÉLAN') == 2

# %% held-out
assert count_vowels('crème brûlée') == 5
