# %%
assert histogram_bins([1, 2, 3], 2, value_range=(0, 4)) == [1, 2]

# %%
assert histogram_bins([1, 2, 3, 10, 11], 2, value_range=(0, 4)) == [1, 2]

# %%
assert histogram_bins([1, 2, 3, 10], 2, value_range=(0, 0)) == [0, 0]

# %%
assert histogram_bins([1, 0, 3, 10], 2, value_range=(0, 4)) == [2, 1]

# %%
assert histogram_bins([1, 2, 3, 10], 2, value_range=(0, 5)) == [2, 1]

# %%
assert histogram_bins([1, 2, 3, 10, 1], 2, value_range=(0, 4)) == [2, 2]

# %%
assert histogram_bins([1, 3, 3, 10], 2, value_range=(0, 4)) == [1, 2]

# %%
assert histogram_bins([2, 3, 10], 2, value_range=(0, 4)) == [0, 2]

# %%
assert histogram_bins([], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([0, 4], 2, value_range=(1, 4)) == [0, 1]

# %%
assert histogram_bins([0, 4], 1, value_range=(0, 4)) == [2]

# %%
assert histogram_bins([0, 4], 3, value_range=(0, 4)) == [1, 0, 1]

# %%
assert histogram_bins([4], 2, value_range=(0, 4)) == [0, 1]

# %%
assert histogram_bins([0, 4, 5], 2, value_range=(0, 4)) == [1, 1]

# %%
assert histogram_bins([0, 4], 2, value_range=(-1, 4)) == [1, 1]

# %%
assert histogram_bins([0], 2, value_range=(0, 4)) == [1, 0]

# %%
assert histogram_bins([0, 4, 0, 4], 2, value_range=(0, 4)) == [2, 2]

# %%
assert histogram_bins([0, 5], 2, value_range=(0, 4)) == [1, 0]

# %%
assert histogram_bins([-2, 5], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([-1, 5, -1, 5], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([-1, 5], 3, value_range=(0, 4)) == [0, 0, 0]

# %%
assert histogram_bins([-1, 5], 7, value_range=(0, 4)) == [0, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([-1], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([1, 5], 2, value_range=(0, 4)) == [1, 0]

# %%
assert histogram_bins([5, -1], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 6, value_range=None) == [1, 0, 2, 0, 1, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4, 1], 3, value_range=None) == [2, 2, 2]

# %%
assert histogram_bins([1, 2, 2, 3], 3, value_range=None) == [1, 2, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 3], 3, value_range=None) == [1, 2, 2]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 7, value_range=None) == [1, 0, 2, 0, 1, 0, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 4], 4, value_range=None) == [1, 2, 1, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 5], 3, value_range=None) == [3, 1, 1]

# %%
try:
    histogram_bins([2], 2, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 4, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 1, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1, 2], 2, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 2, value_range=(3, -1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 7, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 2, value_range=(3, 0))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
assert histogram_bins([1, 0, 3, 10], 4, value_range=(0, 4)) == [1, 1, 0, 1]

# %%
assert histogram_bins([1, 2, 3, 10, 11], 2, value_range=(0, 0)) == [0, 0]

# %%
assert histogram_bins([], 1, value_range=(0, 4)) == [0]

# %%
assert histogram_bins([1, 2, 3, 10], 1, value_range=(-1, 4)) == [3]

# %%
assert histogram_bins([1, 2, 3, 10, 1], 4, value_range=(0, 4)) == [0, 2, 1, 1]

# %%
assert histogram_bins([1, 3, 3, 10], 2, value_range=(0, 0)) == [0, 0]

# %%
assert histogram_bins([2], 2, value_range=(0, 4)) == [0, 1]

# %%
assert histogram_bins([1, 2, 3, 10], 3, value_range=(1, 4)) == [1, 1, 1]

# %%
assert histogram_bins([0, 4], 4, value_range=(0, 5)) == [1, 0, 0, 1]

# %%
assert histogram_bins([0], 4, value_range=(0, 4)) == [1, 0, 0, 0]

# %%
assert histogram_bins([-1, 4, -1], 2, value_range=(0, 4)) == [0, 1]

# %%
assert histogram_bins([4, 5], 2, value_range=(0, 4)) == [0, 1]

# %%
assert histogram_bins([0, 4, 0], 7, value_range=(0, 4)) == [2, 0, 0, 0, 0, 0, 1]

# %%
assert histogram_bins([0, 4, 0], 2, value_range=(-1, 4)) == [2, 1]

# %%
assert histogram_bins([], 2, value_range=(-1, 4)) == [0, 0]

# %%
assert histogram_bins([0], 7, value_range=(0, 4)) == [1, 0, 0, 0, 0, 0, 0]

# %%
assert histogram_bins([0, 4, -1], 2, value_range=(0, 4)) == [1, 1]

# %%
assert histogram_bins([1, 4, 1], 2, value_range=(0, 4)) == [2, 1]

# %%
assert histogram_bins([0, -5], 2, value_range=(0, 4)) == [1, 0]

# %%
assert histogram_bins([-1, 5, -1, 5, 6], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([-1, 5], 2, value_range=(0, 2)) == [0, 0]

# %%
assert histogram_bins([5, -1], 1, value_range=(0, 4)) == [0]

# %%
assert histogram_bins([-2], 2, value_range=(0, 4)) == [0, 0]

# %%
assert histogram_bins([4, 3, 2, 2, 1], 6, value_range=None) == [1, 0, 2, 0, 1, 1]

# %%
assert histogram_bins([4, 3, 2, 2, 1], 4, value_range=None) == [1, 2, 1, 1]

# %%
assert histogram_bins([2, 2, 3, 4, 1], 3, value_range=None) == [1, 2, 2]

# %%
assert histogram_bins([1, 2, 2], 3, value_range=None) == [1, 0, 2]

# %%
assert histogram_bins([2, 2, 2, 3], 3, value_range=None) == [3, 0, 1]

# %%
assert histogram_bins([1, -2, 2, 3, 4], 7, value_range=None) == [1, 0, 0, 1, 1, 1, 1]

# %%
assert histogram_bins([2, 2, 3, 4], 4, value_range=None) == [2, 0, 1, 1]

# %%
assert histogram_bins([1, 2, 2, 3, 0], 2, value_range=None) == [2, 3]

# %%
assert histogram_bins([1, 2, 2, 3], 1, value_range=None) == [4]

# %%
try:
    histogram_bins([], 1000000, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([2], 2, value_range=(3, 2))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 7, value_range=(3, 2))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([2], 1000000, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([0], 1000000, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1, 1], 2, value_range=(3, 2))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1, 2], 2, value_range=(3, -1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 1000000, value_range=(3, -1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')

# %%
try:
    histogram_bins([1], 2, value_range=(4, 0))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')
