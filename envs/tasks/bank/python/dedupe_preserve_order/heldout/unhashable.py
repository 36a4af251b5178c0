# %%
assert dedupe_preserve_order([[1], [], 2, 2, [2]]) == [[1], [], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2]) == [[1], 2]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], []]) == [[1], 2, [2], []]

# %%
assert dedupe_preserve_order([]) == []

# %%
assert dedupe_preserve_order([[2], 2, 2, [1], [1]]) == [[2], 2, [1]]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [1], [1], 2, 2, [2]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2, [2]]) == [[1], [1, 1], 2, [2]]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 3}]) == [{'a': 1}, {'a': 3}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 2}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}]) == [{'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {}]) == [{'a': 1}, {}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {}]) == [{'a': 1}, {'a': 2}, {}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 1}, {'a': 1}]) == [{'a': 2}, {'a': 1}]

# %%
assert dedupe_preserve_order([[], 2, 2, [2]]) == [[], 2, [2]]

# %%
assert dedupe_preserve_order([[2], 2, 2, [], [1]]) == [[2], 2, [], [1]]

# %%
assert dedupe_preserve_order([[1], [], 2, 2, [2], []]) == [[1], [], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [], 2, 1, [2]]) == [[1], [], 2, 1, [2]]

# %%
assert dedupe_preserve_order([[1], [], 2, 2]) == [[1], [], 2]

# %%
assert dedupe_preserve_order([[1], [], 2, 2, [2], [1]]) == [[1], [], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [], 2, 3, [2]]) == [[1], [], 2, 3, [2]]

# %%
assert dedupe_preserve_order([[1], 2, 2, [2], [1]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [1], [1]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [1], []]) == [[1], 2, [2], []]

# %%
assert dedupe_preserve_order([[1], [2], 2, 2, [1], [1]]) == [[1], [2], 2]

# %%
assert dedupe_preserve_order([[1], [1], 0, 2]) == [[1], 0, 2]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, 3]) == [[1], 2, 3]

# %%
assert dedupe_preserve_order([[1], [1], 2]) == [[1], 2]

# %%
assert dedupe_preserve_order([[1], 2, 2]) == [[1], 2]

# %%
assert dedupe_preserve_order([[1], [1], 3, 2]) == [[1], 3, 2]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [1], [1], 2, 2]) == [[1], 2]

# %%
assert dedupe_preserve_order([2, 2, [1], [1]]) == [2, [1]]

# %%
assert dedupe_preserve_order([[1], []]) == [[1], []]

# %%
assert dedupe_preserve_order([[1, 1]]) == [[1, 1]]

# %%
assert dedupe_preserve_order([[]]) == [[]]

# %%
assert dedupe_preserve_order([[1], 2, 2, [2], []]) == [[1], 2, [2], []]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [], []]) == [[1], 2, [2], []]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2, [2], []]) == [[1], [1, 1], 2, [2], []]

# %%
assert dedupe_preserve_order([[2], 2, 2, [1], [1], [2]]) == [[2], 2, [1]]

# %%
assert dedupe_preserve_order([[2], 2, 2, [1]]) == [[2], 2, [1]]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [1], [1], 2, 2, [2], []]) == [[1], 2, [2], []]

# %%
assert dedupe_preserve_order([[1], [1], 2, 2, [2], [1], [1], 2, 2, [2], [1], [1], 2, 2, [2], [1], [1], 2, 2, [2]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], 2, 2, [2], [1], [1], 2, 2, [2]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], 2, 2, []]) == [[1], 2, []]

# %%
assert dedupe_preserve_order([[1], 2, 2, [2], [1], 2, 2, [2]]) == [[1], 2, [2]]

# %%
assert dedupe_preserve_order([2, 2, [2]]) == [2, [2]]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2, [2], [1], [1, 1], 2, 2, [2]]) == [[1], [1, 1], 2, [2]]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2, []]) == [[1], [1, 1], 2, []]

# %%
assert dedupe_preserve_order([[1, 1], 2, 2, [2]]) == [[1, 1], 2, [2]]

# %%
assert dedupe_preserve_order([[2], 2, 2, [1, 1], [1]]) == [[2], 2, [1, 1], [1]]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2, [2, 2]]) == [[1], [1, 1], 2, [2, 2]]

# %%
assert dedupe_preserve_order([[1], [1, 1], 2, 2]) == [[1], [1, 1], 2]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 3}]) == [{'a': 1}, {'a': 3}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 3}, {'a': 1}, {'a': 1}, {'a': 3}]) == [{'a': 1}, {'a': 3}]

# %%
assert dedupe_preserve_order([{'a': 2}]) == [{'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 2}]) == [{'a': 2}]

# %%
assert dedupe_preserve_order([{}, {'a': 2}]) == [{}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 1}]) == [{'a': 2}, {'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 2}, {'a': 1}, {'a': 2}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 1}, {'a': 1}]) == [{'a': 1}]

# %%
assert dedupe_preserve_order([{}]) == [{}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 2}, {'a': 2}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {}]) == [{'a': 1}, {'a': 2}, {}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {}, {}]) == [{'a': 1}, {}]

# %%
assert dedupe_preserve_order([{}, {'a': 1}, {'a': 1}]) == [{}, {'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {}, {'a': 1}]) == [{'a': 1}, {}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {}, {}]) == [{'a': 1}, {'a': 2}, {}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {}, {'a': 1}]) == [{'a': 1}, {'a': 2}, {}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}]) == [{'a': 2}, {'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 1}, {'a': 1}, {}]) == [{'a': 2}, {'a': 1}, {}]

# %%
assert dedupe_preserve_order([{'a': 2}, {}, {'a': 1}]) == [{'a': 2}, {}, {'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}]) == [{'a': 2}, {'a': 1}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}, {}]) == [{'a': 1}, {'a': 2}, {}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}, {'a': 1}, {'a': 2}, {'a': 2}]) == [{'a': 1}, {'a': 2}]

# %%
assert dedupe_preserve_order([{'a': 1}, {'a': 2}, {'a': 1}, {'a': 1}, {'a': 2}]) == [{'a': 1}, {'a': 2}]
