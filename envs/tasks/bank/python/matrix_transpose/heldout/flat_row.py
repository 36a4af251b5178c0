# %%
assert matrix_transpose([2, 3]) == [[2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2, 3]) == [[1], [2], [3], [1], [2], [3]]

# %%
assert matrix_transpose([3, 2, 1]) == [[3], [2], [1]]

# %%
assert matrix_transpose([-1, 2, 3]) == [[-1], [2], [3]]

# %%
assert matrix_transpose([1, 2]) == [[1], [2]]

# %%
assert matrix_transpose([2, 2, 3]) == [[2], [2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 4]) == [[1], [2], [3], [4]]

# %%
assert matrix_transpose([0.0]) == [[0.0]]

# %%
assert matrix_transpose([7.5, 8.0]) == [[7.5], [8.0]]

# %%
assert matrix_transpose([7.5, 7.5]) == [[7.5], [7.5]]

# %%
assert matrix_transpose([8.0]) == [[8.0]]

# %%
assert matrix_transpose([7.0]) == [[7.0]]

# %%
assert matrix_transpose(()) == []

# %%
assert matrix_transpose([3]) == [[3]]

# %%
assert matrix_transpose([2, 2]) == [[2], [2]]

# %%
assert matrix_transpose([2]) == [[2]]

# %%
assert matrix_transpose([3, 2]) == [[3], [2]]

# %%
assert matrix_transpose([2, -3]) == [[2], [-3]]

# %%
assert matrix_transpose([2, 3, 2]) == [[2], [3], [2]]

# %%
assert matrix_transpose([2, 3, 2, 3]) == [[2], [3], [2], [3]]

# %%
assert matrix_transpose([2, 3, 4]) == [[2], [3], [4]]

# %%
assert matrix_transpose([0, 2, 3, 0]) == [[0], [2], [3], [0]]

# %%
assert matrix_transpose([3, 2, 0]) == [[3], [2], [0]]

# %%
assert matrix_transpose([0, 2, 3, 0, 2, 3]) == [[0], [2], [3], [0], [2], [3]]

# %%
assert matrix_transpose([0]) == [[0]]

# %%
assert matrix_transpose([1, 2, 2, 1]) == [[1], [2], [2], [1]]

# %%
assert matrix_transpose([3, 2, 1, 1]) == [[3], [2], [1], [1]]

# %%
assert matrix_transpose([1, 2, 4, 1]) == [[1], [2], [4], [1]]

# %%
assert matrix_transpose([1, 1, 2, 3]) == [[1], [1], [2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2]) == [[1], [2], [3], [1], [2]]

# %%
assert matrix_transpose([1, 3, 2, 1]) == [[1], [3], [2], [1]]

# %%
assert matrix_transpose([1, 2, 0, 1]) == [[1], [2], [0], [1]]

# %%
assert matrix_transpose([1, 2, 3, 1, 1, 2, 3, 1]) == [[1], [2], [3], [1], [1], [2], [3], [1]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2, 3, 4]) == [[1], [2], [3], [1], [2], [3], [4]]

# %%
assert matrix_transpose([3, 2, 1, 3, 2, 1]) == [[3], [2], [1], [3], [2], [1]]

# %%
assert matrix_transpose([0, 2, 3, 1, 2, 3]) == [[0], [2], [3], [1], [2], [3]]

# %%
assert matrix_transpose([2, 3, 1, 2, 3]) == [[2], [3], [1], [2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2, 3, 1]) == [[1], [2], [3], [1], [2], [3], [1]]

# %%
assert matrix_transpose([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]) == [[1], [2], [3], [1], [2], [3], [1], [2], [3], [1], [2], [3]]

# %%
assert matrix_transpose([3, 2, 1, 2]) == [[3], [2], [1], [2]]

# %%
assert matrix_transpose([3, 2, 1, 3]) == [[3], [2], [1], [3]]

# %%
assert matrix_transpose([2, 1]) == [[2], [1]]

# %%
assert matrix_transpose([3, 3, 1]) == [[3], [3], [1]]

# %%
assert matrix_transpose([3, 1, 1]) == [[3], [1], [1]]

# %%
assert matrix_transpose([3, 0, 1]) == [[3], [0], [1]]

# %%
assert matrix_transpose([-1, 2, 3, 4]) == [[-1], [2], [3], [4]]

# %%
assert matrix_transpose([3, 2, -1]) == [[3], [2], [-1]]

# %%
assert matrix_transpose([-1, 2, 3, -1, 2, 3]) == [[-1], [2], [3], [-1], [2], [3]]

# %%
assert matrix_transpose([-1, 2]) == [[-1], [2]]

# %%
assert matrix_transpose([-1]) == [[-1]]

# %%
assert matrix_transpose([1, 2, 1, 2]) == [[1], [2], [1], [2]]

# %%
assert matrix_transpose([1, 3]) == [[1], [3]]

# %%
assert matrix_transpose([1, 0]) == [[1], [0]]

# %%
assert matrix_transpose([1, 1]) == [[1], [1]]

# %%
assert matrix_transpose([1, -2]) == [[1], [-2]]

# %%
assert matrix_transpose([1, 2, 1]) == [[1], [2], [1]]

# %%
assert matrix_transpose([2, 2, 3, 4]) == [[2], [2], [3], [4]]

# %%
assert matrix_transpose([2, 0, 3]) == [[2], [0], [3]]

# %%
assert matrix_transpose([2, 1, 3]) == [[2], [1], [3]]

# %%
assert matrix_transpose([2, -2, 3]) == [[2], [-2], [3]]

# %%
assert matrix_transpose([1, 2, 3, 3]) == [[1], [2], [3], [3]]

# %%
assert matrix_transpose([1, 2, 3, 5]) == [[1], [2], [3], [5]]

# %%
assert matrix_transpose([1, 2, 3, 4, 1]) == [[1], [2], [3], [4], [1]]

# %%
assert matrix_transpose([1, 2, 3, -4]) == [[1], [2], [3], [-4]]

# %%
assert matrix_transpose([1, 2, 3, 4, 1, 2, 3, 4]) == [[1], [2], [3], [4], [1], [2], [3], [4]]

# %%
assert matrix_transpose([-0.5]) == [[-0.5]]

# %%
assert matrix_transpose([0.0, 0.5]) == [[0.0], [0.5]]

# %%
assert matrix_transpose([7.5, 8.0, 7.5]) == [[7.5], [8.0], [7.5]]

# %%
assert matrix_transpose([8.0, 8.0]) == [[8.0], [8.0]]

# %%
assert matrix_transpose([0.0, 8.0]) == [[0.0], [8.0]]

# %%
assert matrix_transpose([7.5, 8.0, 8.5]) == [[7.5], [8.0], [8.5]]

# %%
assert matrix_transpose([7.5, 7.5, 7.5, 7.5]) == [[7.5], [7.5], [7.5], [7.5]]

# %%
assert matrix_transpose([7.5, 7.5, 8.0]) == [[7.5], [7.5], [8.0]]

# %%
assert matrix_transpose([-7.5, 7.5]) == [[-7.5], [7.5]]

# %%
assert matrix_transpose([0.0, 7.5]) == [[0.0], [7.5]]

# %%
assert matrix_transpose([8.5]) == [[8.5]]

# %%
assert matrix_transpose([-8.0]) == [[-8.0]]

# %%
assert matrix_transpose([-7.5, -7.0]) == [[-7.5], [-7.0]]

# %%
assert matrix_transpose([-7.5, -7.5]) == [[-7.5], [-7.5]]

# %%
assert matrix_transpose([6.5]) == [[6.5]]
