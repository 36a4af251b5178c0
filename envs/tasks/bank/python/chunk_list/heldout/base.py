# %%
assert chunk_list([1, 2, 3, 4, 5], 1) == [[1], [2], [3], [4], [5]]

# %%
assert chunk_list([1], 2) == [[1]]

# %%
assert chunk_list([1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5, 1], [2, 3], [4, 5]]

# %%
assert chunk_list([1, 2, 3, 4, 5], 1000000) == [[1, 2, 3, 4, 5]]

# %%
assert chunk_list([1, 2, 3, 4, 5], 7) == [[1, 2, 3, 4, 5]]

# %%
assert chunk_list([5, 4, 3, 2, 1], 2) == [[5, 4], [3, 2], [1]]

# %%
assert chunk_list([1, 2, 3, 4, 5, 6], 2) == [[1, 2], [3, 4], [5, 6]]

# %%
assert chunk_list([1, 3, 3, 4, 5], 2) == [[1, 3], [3, 4], [5]]

# %%
assert chunk_list([1, 2, 3, 4, 5], 4) == [[1, 2, 3, 4], [5]]

# %%
assert chunk_list([1, 0, 3, 4, 5], 2) == [[1, 0], [3, 4], [5]]

# %%
assert chunk_list([1, 2, 3, 4, 5, 1], 2) == [[1, 2], [3, 4], [5, 1]]

# %%
assert chunk_list([], 1) == []

# %%
assert chunk_list([], 1000000) == []

# %%
assert chunk_list([], 4) == []

# %%
assert chunk_list([], 6) == []

# %%
assert chunk_list((), 3) == []

# %%
assert chunk_list([1, 2], 10) == [[1, 2]]

# %%
assert chunk_list([1, -2], 5) == [[1, -2]]

# %%
assert chunk_list([1, 2, 1, 2], 5) == [[1, 2, 1, 2]]

# %%
assert chunk_list([1, 2], 7) == [[1, 2]]

# %%
assert chunk_list([1, 3], 5) == [[1, 3]]

# %%
assert chunk_list([1, 0], 5) == [[1, 0]]

# %%
assert chunk_list([1, 2], 2) == [[1, 2]]

# %%
assert chunk_list([1, 2], 1000000) == [[1, 2]]

# %%
assert chunk_list([1, 2, 1], 5) == [[1, 2, 1]]

# %%
assert chunk_list([], 5) == []

# %%
assert chunk_list([2, 1], 5) == [[2, 1]]

# %%
assert chunk_list([1], 5) == [[1]]

# %%
assert chunk_list([1, 2], 1) == [[1], [2]]

# %%
assert chunk_list(list(range(6)), 4) == [[0, 1, 2, 3], [4, 5]]

# %%
assert chunk_list(list(range(6)), 6) == [[0, 1, 2, 3, 4, 5]]

# %%
assert chunk_list(list(range(6)), 7) == [[0, 1, 2, 3, 4, 5]]

# %%
assert chunk_list(list(range(6)), 1) == [[0], [1], [2], [3], [4], [5]]

# %%
assert chunk_list(list(range(6)), 2) == [[0, 1], [2, 3], [4, 5]]

# %%
assert chunk_list([1], 1000000) == [[1]]

# %%
assert chunk_list([1, 2, 3, 0, 5, 1, 2, 3, 4, 5], 2) == [[1, 2], [3, 0], [5, 1], [2, 3], [4, 5]]

# %%
assert chunk_list([1, 2, 3, 5, 5, 1, 2, 3, 4, 5], 2) == [[1, 2], [3, 5], [5, 1], [2, 3], [4, 5]]

# %%
assert chunk_list([1, 2, 3, 4], 1000000) == [[1, 2, 3, 4]]

# %%
assert chunk_list([1, 2, 3, 4, 4], 3) == [[1, 2, 3], [4, 4]]

# %%
assert chunk_list([1, 1, 0, 4, 5], 2) == [[1, 1], [0, 4], [5]]

# %%
assert chunk_list([1, 3, 3, 4, 5, 1], 2) == [[1, 3], [3, 4], [5, 1]]

# %%
assert chunk_list([1, 3, 3, 4, 5], 4) == [[1, 3, 3, 4], [5]]

# %%
assert chunk_list([1, 2, -3, 4, 5], 4) == [[1, 2, -3, 4], [5]]

# %%
assert chunk_list([1, 2, 3, 4, 5, 1], 4) == [[1, 2, 3, 4], [5, 1]]

# %%
assert chunk_list([5, 4, 3, 2, 1], 4) == [[5, 4, 3, 2], [1]]

# %%
assert chunk_list([1, 0, 3, 4], 2) == [[1, 0], [3, 4]]

# %%
assert chunk_list([1, 0, 3, 4, 5], 3) == [[1, 0, 3], [4, 5]]

# %%
assert chunk_list([1, 0, 4, 4, 5], 2) == [[1, 0], [4, 4], [5]]

# %%
assert chunk_list([1, 1, 2, 3, 4, 5], 2) == [[1, 1], [2, 3], [4, 5]]

# %%
assert chunk_list([1, 2, 3, 4, 5, 1], 7) == [[1, 2, 3, 4, 5, 1]]

# %%
assert chunk_list([1, -2, 3, 4, 5], 7) == [[1, -2, 3, 4, 5]]

# %%
assert chunk_list([2, 3, 4, 5, 2], 2) == [[2, 3], [4, 5], [2]]

# %%
assert chunk_list([3, 4, 5], 2) == [[3, 4], [5]]

# %%
assert chunk_list((), 1) == []

# %%
assert chunk_list([], 8) == []

# %%
assert chunk_list([], 500000) == []

# %%
assert chunk_list((), 4) == []

# %%
assert chunk_list([1, 0], 10) == [[1, 0]]

# %%
assert chunk_list([1, 2, 1, 2], 10) == [[1, 2, 1, 2]]

# %%
assert chunk_list([1], 10) == [[1]]

# %%
assert chunk_list([1, -2], 6) == [[1, -2]]

# %%
assert chunk_list([1, -2], 1) == [[1], [-2]]

# %%
assert chunk_list([1, 2, 1, 2, 3], 5) == [[1, 2, 1, 2, 3]]

# %%
assert chunk_list([2, 1, 2], 5) == [[2, 1, 2]]

# %%
assert chunk_list([1, 2, 1, 2, 1], 5) == [[1, 2, 1, 2, 1]]

# %%
assert chunk_list([1, 2, 3], 7) == [[1, 2, 3]]

# %%
assert chunk_list([3], 5) == [[3]]

# %%
assert chunk_list([1, 2, 3], 4) == [[1, 2, 3]]

# %%
assert chunk_list([1, -1], 5) == [[1, -1]]

# %%
assert chunk_list([1, 0, 1], 5) == [[1, 0, 1]]

# %%
assert chunk_list([1, 0], 6) == [[1, 0]]

# %%
assert chunk_list([1, 3, 3], 5) == [[1, 3, 3]]

# %%
assert chunk_list([2], 6) == [[2]]

# %%
assert chunk_list([1, 3], 2) == [[1, 3]]

# %%
assert chunk_list([1, 2, 3], 1000000) == [[1, 2, 3]]

# %%
assert chunk_list([2, 2], 1000000) == [[2, 2]]

# %%
assert chunk_list((), 5) == []

# %%
assert chunk_list([1], 4) == [[1]]

# %%
assert chunk_list([1], 7) == [[1]]

# %%
assert chunk_list([1, 2, 3], 1) == [[1], [2], [3]]
