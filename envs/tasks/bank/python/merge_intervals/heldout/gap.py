# %%
assert merge_intervals([[1, 2], [4, 5]], gap=1) == [[1, 2], [4, 5]]

# %%
assert merge_intervals([[4, 5], [1, 2]], gap=2) == [[1, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=7) == [[1, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=-2) == [[1, 2], [4, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=-1) == [[1, 2], [4, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=4) == [[1, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=1000000) == [[1, 5]]

# %%
assert merge_intervals([[1, 2]], gap=2) == [[1, 2]]

# %%
assert merge_intervals([[1, 2], [4, 5]], gap=3) == [[1, 5]]

# %%
assert merge_intervals([[5, 6]], gap=2) == [[5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=4) == [[1, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=-1) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[5, 6], [1, 2]], gap=2) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=1000000) == [[1, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=3) == [[1, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=1) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6], [1, 2]], gap=2) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=7) == [[1, 6]]

# %%
assert merge_intervals([[3, 4], [1, 2]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals([[1, 2]]) == [[1, 2]]

# %%
assert merge_intervals([[1, 2], [3, 4], [1, 2]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals([[3, 4]]) == [[3, 4]]

# %%
assert merge_intervals([[1, 2], [3, 4], [1, 2], [3, 4]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals([]) == []

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=4) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=-1) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[1, 2], [4, 6], [8, 9]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[1, 2], [4, 6]], gap=2) == [[1, 6]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=1) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[8, 9]], gap=2) == [[8, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=0) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=3) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9], [1, 2], [4, 6]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=-2) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[8, 9], [4, 6], [1, 2]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[4, 6], [1, 2], [8, 9]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[4, 5], [1, 2]], gap=1) == [[1, 2], [4, 5]]

# %%
assert merge_intervals([[4, 5]], gap=1) == [[4, 5]]

# %%
assert merge_intervals([[1, 2], [4, 5], [1, 2], [1, 2]], gap=2) == [[1, 5]]

# %%
assert merge_intervals([[4, 5], [1, 2], [4, 5]], gap=2) == [[1, 5]]

# %%
assert merge_intervals([[4, 5], [1, 2]], gap=-1) == [[1, 2], [4, 5]]

# %%
assert merge_intervals([], gap=-2) == []

# %%
assert merge_intervals([], gap=0) == []

# %%
assert merge_intervals([[1, 2]], gap=1000000) == [[1, 2]]

# %%
assert merge_intervals([[1, 2]], gap=1) == [[1, 2]]

# %%
assert merge_intervals([[1, 2]], gap=4) == [[1, 2]]

# %%
assert merge_intervals([[1, 2]], gap=7) == [[1, 2]]

# %%
assert merge_intervals([[1, 2], [4, 5], [1, 2]], gap=3) == [[1, 5]]

# %%
assert merge_intervals([], gap=1) == []

# %%
assert merge_intervals([[5, 6]], gap=-1) == [[5, 6]]

# %%
assert merge_intervals([[5, 6]], gap=4) == [[5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=-4) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2]], gap=-1) == [[1, 2]]

# %%
assert merge_intervals([[5, 6], [1, 2]], gap=3) == [[1, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6], [1, 2]], gap=3) == [[1, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6], [1, 2], [5, 6]], gap=4) == [[1, 6]]

# %%
assert merge_intervals([[5, 6], [1, 2], [5, 6], [1, 2]], gap=2) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [5, 6]], gap=-7) == [[1, 2], [5, 6]]

# %%
assert merge_intervals([[1, 2], [3, 4], [1, 2], [1, 2], [3, 4], [1, 2]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals([[3, 4], [3, 4]]) == [[3, 4]]

# %%
assert merge_intervals([[3, 4], [1, 2], [3, 4]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals([[1, 2], [1, 2], [3, 4], [3, 4]]) == [[1, 2], [3, 4]]

# %%
assert merge_intervals(()) == []

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9]], gap=3) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9]], gap=0) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9], [1, 2], [4, 6]], gap=-1) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[1, 2], [4, 6]], gap=-1) == [[1, 2], [4, 6]]

# %%
assert merge_intervals([[4, 6]], gap=2) == [[4, 6]]

# %%
assert merge_intervals([[1, 2], [4, 6], [1, 2], [4, 6]], gap=2) == [[1, 6]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9], [1, 2], [4, 6]], gap=1) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[8, 9]], gap=1) == [[8, 9]]

# %%
assert merge_intervals([[1, 2], [4, 6], [8, 9]], gap=0) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[4, 6], [1, 2], [8, 9]], gap=0) == [[1, 2], [4, 6], [8, 9]]

# %%
assert merge_intervals([[4, 6], [1, 2], [8, 9], [4, 6], [1, 2], [8, 9]], gap=2) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6], [8, 9], [1, 2], [4, 6]], gap=7) == [[1, 9]]

# %%
assert merge_intervals([[8, 9]], gap=1000000) == [[8, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=500000) == [[1, 9]]

# %%
assert merge_intervals([[8, 9], [1, 2]], gap=4) == [[1, 2], [8, 9]]

# %%
assert merge_intervals([[8, 9], [4, 6], [1, 2], [8, 9], [4, 6], [1, 2]], gap=2) == [[1, 9]]
