# %%
assert merge_intervals([[2, 3], [1, 2]]) == [[1, 3]]

# %%
assert merge_intervals([[1, 2]]) == [[1, 2]]

# %%
assert merge_intervals([]) == []

# %%
assert merge_intervals([[2, 3]]) == [[2, 3]]

# %%
assert merge_intervals([[1, 2], [2, 3], [1, 2]]) == [[1, 3]]

# %%
assert merge_intervals([[1, 2], [2, 3], [1, 2], [2, 3]]) == [[1, 3]]

# %%
assert merge_intervals([[4, 5], [1, 4], [7, 7]]) == [[1, 5], [7, 7]]

# %%
assert merge_intervals([[7, 7], [5, 7], [4, 5], [1, 4]]) == [[1, 7]]

# %%
assert merge_intervals([[4, 5]]) == [[4, 5]]

# %%
assert merge_intervals([[4, 5], [1, 4], [7, 7], [5, 7], [4, 5], [1, 4], [7, 7], [5, 7]]) == [[1, 7]]

# %%
assert merge_intervals([[5, 7], [7, 7], [1, 4], [4, 5]]) == [[1, 7]]

# %%
assert merge_intervals([[4, 5], [1, 4], [7, 7], [5, 7], [4, 5]]) == [[1, 7]]

# %%
assert merge_intervals([[1, 4], [7, 7], [5, 7]]) == [[1, 4], [5, 7]]

# %%
assert merge_intervals([[1, 4], [4, 5], [5, 7], [7, 7]]) == [[1, 7]]
