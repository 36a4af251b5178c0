# %%
assert title_case('a well-known fact') == 'A Well-Known Fact'

# %% held-out
assert title_case('my mother-in-law') == 'My Mother-In-Law'

# %% held-out
assert title_case('x--y') == 'X--Y'
