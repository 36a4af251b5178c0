# %%
assert title_case('the lord of the rings') == 'The Lord of the Rings'

# %% held-out
assert title_case('what it is for') == 'What It Is For'

# %% held-out
assert title_case('OF MICE AND MEN') == 'Of Mice and Men'

# %% held-out
assert title_case('a') == 'A'
