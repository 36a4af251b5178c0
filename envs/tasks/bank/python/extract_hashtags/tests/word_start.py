# %%
assert list(extract_hashtags('fix issue#12 in C# #bug')) == ['bug']

# %% held-out
assert list(extract_hashtags('#2024 #year2024 #1a')) == ['year2024', '1a']

# %% held-out
assert list(extract_hashtags('##double #ok')) == ['ok']

# %% held-out
assert list(extract_hashtags('a#b (#c)')) == ['c']
