# %%
assert title_case('a well-known fact') == 'A Well-Known Fact'

# %%
assert title_case('my mother-in-law') == 'My Mother-In-Law'

# %%
assert title_case('x--y') == 'X--Y'
