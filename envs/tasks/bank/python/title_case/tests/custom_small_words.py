# %%
assert title_case('the lord of the rings', small_words=['of']) == 'The Lord of The Rings'

# %% held-out
assert title_case('the lord of the rings', small_words=[]) == 'The Lord Of The Rings'

# %% held-out
assert title_case('war and peace', small_words=None) == 'War and Peace'
