# %%
assert [pluralize(w) for w in ('man', 'woman', 'child', 'person')] == ['men', 'women', 'children', 'people']

# %% held-out
assert [pluralize(w) for w in ('mouse', 'tooth', 'foot', 'goose')] == ['mice', 'teeth', 'feet', 'geese']

# %% held-out
assert [pluralize(w) for w in ('sheep', 'fish', 'deer', 'series', 'species')] == ['sheep', 'fish', 'deer', 'series', 'species']
