# %%
assert topological_sort({'a': []}) == ['a']

# %%
assert topological_sort({'a': ['b'], '': ['b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b']}) == ['a', 'b']
