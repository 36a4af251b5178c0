# %%
assert [pluralize(w) for w in ('man', 'woman', 'child', 'person')] == ['men', 'women', 'children', 'people']

# %%
assert [pluralize(w) for w in ('mouse', 'tooth', 'foot', 'goose')] == ['mice', 'teeth', 'feet', 'geese']

# %%
assert [pluralize(w) for w in ('sheep', 'fish', 'deer', 'series', 'species')] == ['sheep', 'fish', 'deer', 'series', 'species']
