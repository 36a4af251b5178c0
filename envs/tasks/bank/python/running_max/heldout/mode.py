# %%
assert running_max([3, 1, 4], mode='min') == [3, 1, 1]

# %%
assert running_max([3], mode='min') == [3]

# %%
assert running_max([3, 1, 4, 0, 1], mode='min') == [3, 1, 1, 0, 0]

# %%
assert running_max([3, 2, 4, 0], mode='min') == [3, 2, 2, 0]

# %%
assert running_max([3, 1, 4, 0, 3], mode='min') == [3, 1, 1, 0, 0]

# %%
assert running_max([3, -1, 4, 0], mode='min') == [3, -1, -1, -1]

# %%
assert running_max([0, 1, 3, 4], mode='min') == [0, 0, 0, 0]

# %%
assert running_max([], mode='min') == []

# %%
assert running_max([0, 4, 1, 3], mode='min') == [0, 0, 0, 0]

# %%
assert running_max([4, 3, 1, 0], mode='min') == [4, 3, 1, 0]

# %%
assert running_max([None], mode='min') == [None]

# %%
assert running_max([1, None, 2, None], mode='min') == [1, 1, 1, 1]

# %%
assert running_max([None, 2, None, 1, None], mode='min') == [None, 2, 2, 1, 1]

# %%
assert running_max([None, 2, None, -1], mode='min') == [None, 2, 2, -1]

# %%
assert running_max([2, None, 1], mode='min') == [2, 2, 1]

# %%
assert running_max([None, 2, None], mode='min') == [None, 2, 2]

# %%
assert running_max([None, 2, None, 1, None, 2, None, 1], mode='min') == [None, 2, 2, 1, 1, 1, 1, 1]

# %%
assert running_max([None, 2, None, 2], mode='min') == [None, 2, 2, 2]

# %%
assert running_max([None, 2, None, 1, 2], mode='min') == [None, 2, 2, 1, 1]

# %%
assert running_max([4, 1, 3], mode='max') == [4, 4, 4]

# %%
assert running_max([3, 1, 4, 5], mode='max') == [3, 3, 4, 5]

# %%
assert running_max([3], mode='max') == [3]

# %%
assert running_max([], mode='max') == []

# %%
assert running_max([3, 1], mode='max') == [3, 3]

# %%
try:
    running_max([1], mode='avgé')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='a')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([0], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 2], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='aavg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='av')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='avg0')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='vg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='ßavg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([-1], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
assert running_max([3, 1, 4, 3], mode='min') == [3, 1, 1, 1]

# %%
assert running_max([3, 2, 4, 0, 3], mode='min') == [3, 2, 2, 0, 0]

# %%
assert running_max([3, -1, 4, 0, 1], mode='min') == [3, -1, -1, -1, -1]

# %%
assert running_max([0, 1, 3, 4, 0, 1, 3, 4], mode='min') == [0, 0, 0, 0, 0, 0, 0, 0]

# %%
assert running_max([0, 4, 1, 3, 0], mode='min') == [0, 0, 0, 0, 0]

# %%
assert running_max([0, 4, 1, -3], mode='min') == [0, 0, 0, -3]

# %%
assert running_max([4], mode='min') == [4]

# %%
assert running_max([4, 3, 1, 1], mode='min') == [4, 3, 1, 1]

# %%
assert running_max([2, None], mode='min') == [2, 2]

# %%
assert running_max([None, -2, None, 1, 2], mode='min') == [None, -2, -2, -2, -2]

# %%
assert running_max([2, -1, 4], mode='max') == [2, 2, 4]

# %%
assert running_max([3, 1, -4, 5], mode='max') == [3, 3, 3, 5]

# %%
assert running_max([3, -2, 4], mode='max') == [3, 3, 4]

# %%
assert running_max([1], mode='max') == [1]

# %%
try:
    running_max([1], mode='avgéé')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 1], mode='avgé')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='gva ')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 2], mode=' avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode=' ')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([0], mode='')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='a')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='gva')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 2], mode='gva')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([], mode=' avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([], mode='')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([0], mode='Avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([0], mode=' avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='avg é')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='Avg ')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 2], mode='avg0')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='Aavg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='ßaavg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='Avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='avg0')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([2], mode='aavg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 1], mode='Avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1, 1], mode='AVG')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([], mode='AVG')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='ßAVG')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='AV')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='Av')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([1], mode='Avgé')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")

# %%
try:
    running_max([-1], mode='avg0')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")
