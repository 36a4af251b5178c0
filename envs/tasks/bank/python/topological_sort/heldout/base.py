# %%
assert topological_sort({'a': []}) == ['a']

# %%
assert topological_sort({'a': ['b'], '': ['b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b']}) == ['a', 'b']

# %%
assert topological_sort({'a': [], '': []}) == ['', 'a']

# %%
assert topological_sort({'': ['b']}) == ['', 'b']

# %%
assert topological_sort({'a': ['b', 'b'], '': ['b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b', 'b']}) == ['a', 'b']

# %%
assert topological_sort({'a': ['b', 'b'], '': ['b', 'b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'': []}) == ['']

# %%
assert topological_sort({'': ['b', 'b']}) == ['', 'b']

# %%
assert topological_sort({'a': ['b', 'b', 'b'], '': ['b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b', 'b'], '': ['b', 'b', 'b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b', 'b', 'b']}) == ['a', 'b']

# %%
assert topological_sort({'a': ['b', 'b'], '': ['b', 'b', 'b']}) == ['', 'a', 'b']

# %%
assert topological_sort({'a': ['b', 'b'], '': []}) == ['', 'a', 'b']
