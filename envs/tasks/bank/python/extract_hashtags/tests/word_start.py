# %%
assert list(extract_hashtags('fix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('#2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('##double #ok')) == ['ok']

# %%
assert list(extract_hashtags('a#b (#c)')) == ['c']
