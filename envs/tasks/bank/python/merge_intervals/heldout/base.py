# %%
assert merge_intervals([[2, 6], [8, 10]]) == [[2, 6], [8, 10]]

# %%
assert merge_intervals([[1, 3]]) == [[1, 3]]

# %%
assert merge_intervals([[1, 3], [2, 6], [8, 10], [1, 3], [2, 6], [8, 10]]) == [[1, 6], [8, 10]]

# %%
assert merge_intervals([[1, 3], [2, 6]]) == [[1, 6]]

# %%
assert merge_intervals([[1, 3], [2, 6], [8, 10], [1, 3]]) == [[1, 6], [8, 10]]

# %%
assert merge_intervals([[8, 10], [2, 6], [1, 3]]) == [[1, 6], [8, 10]]

# %%
assert merge_intervals([[1, 2]]) == [[1, 2]]

# %%
assert merge_intervals([[5, 6]]) == [[5, 6]]

# %%
assert merge_intervals([[5, 6], [1, 2], [5, 6], [1, 2]]) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]]) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[5, 6], [1, 2], [5, 6]]) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 10], [2, 3]]) == [[1, 10]]

# %%
assert merge_intervals([[2, 3], [4, 5]]) == [[2, 3], [4, 5]]

# %%
assert merge_intervals([[1, 10], [2, 3], [4, 5], [1, 10], [2, 3], [4, 5]]) == [[1, 10]]

# %%
assert merge_intervals([[4, 5], [2, 3], [1, 10]]) == [[1, 10]]

# %%
assert merge_intervals([[1, 10], [2, 3], [4, 5], [1, 10]]) == [[1, 10]]

# %%
assert merge_intervals([[1, 10]]) == [[1, 10]]
