# %%
assert median([0, 1, 3, 2], kind='low') == 1

# %%
assert median([3, 1, 3, 2], kind='low') == 2

# %%
assert median([2, 3, 1, 4], kind='low') == 2

# %%
assert median([4, 1, 3, 2, 4], kind='low') == 3

# %%
assert median([4, 1, 3, 2, 4, 1, 3, 2], kind='low') == 2

# %%
assert median([1, 3, 2], kind='low') == 2

# %%
assert median([1, 2, 3, 4], kind='high') == 3

# %%
assert median([4, 1, 3, 1], kind='high') == 3

# %%
assert median([4, 1, 3, 2, 4], kind='high') == 3

# %%
assert median([4, 1, 3, 3], kind='high') == 3

# %%
assert median([1, 3, 2], kind='high') == 2

# %%
assert median([4], kind='high') == 4

# %%
assert median([1, 3, 2], kind='mean') == 2

# %%
assert abs(median([1, 2, 3, 4], kind='mean') - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([4, 1, 3, 2, 4], kind='mean') == 3

# %%
assert abs(median([0, 1, 3, 2], kind='mean') - 1.5) <= 1e-09 * max(1.0, abs(1.5))

# %%
assert abs(median([3, 1, 3, 2], kind='mean') - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert abs(median([4, 1, 3, 2, 4, 1, 3, 2], kind='mean') - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([3, 1, 2, 3, 1, 2], kind='low') == 2

# %%
assert median([1, 2, 3], kind='low') == 2

# %%
assert median([2, 1, 3], kind='low') == 2

# %%
assert median([3, 1], kind='low') == 1

# %%
assert median([3, 2, 1], kind='high') == 2

# %%
assert median([1, 2], kind='high') == 2

# %%
assert median([3, 1], kind='high') == 3

# %%
assert median([2, 1, 3], kind='high') == 2

# %%
assert median([3, 1, 2, 3], kind='high') == 3

# %%
try:
    median([1, 2], kind='ode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='modemode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, -2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='mmode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='Mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='mode ')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 3], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='m')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='mo')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 1], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='ßmode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
assert median([1, 2, 3, 4, 1], kind='low') == 2

# %%
assert median([4, 1, 3, 2, 4, 4], kind='low') == 3

# %%
assert median([4, 1, 3, 2, 4, 1, 3, 2, 3], kind='low') == 3

# %%
assert median([1, 3, 2, 3], kind='high') == 3

# %%
assert median([4, 1, 3, 0, 4, 1, 3, 0], kind='high') == 3

# %%
assert median([1, 3, 1, 4], kind='high') == 3

# %%
assert median([4, 3, 2, 1, 4], kind='mean') == 3

# %%
assert abs(median([-1, 2, 3, 4], kind='mean') - 2.5) <= 1e-09 * max(1.0, abs(2.5))

# %%
assert median([0], kind='mean') == 0

# %%
assert median([3, 2, 2, 3, 1, 2], kind='low') == 2

# %%
assert median([1, 2, 3, 1, 2, 3], kind='low') == 2

# %%
assert median([3, 2, -1], kind='low') == 2

# %%
assert median([-1, 2, 3], kind='low') == 2

# %%
assert median([2, 2], kind='high') == 2

# %%
assert median([1, 1, 2, 2, 3, 3], kind='high') == 2

# %%
assert median([3, 2, 1, 3, 2, 1], kind='high') == 2

# %%
assert median([3, 1, 2, 3, 3], kind='high') == 3

# %%
try:
    median([1], kind='ode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 0], kind='mmode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 0], kind='ode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 1, 2], kind='ode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind=' ')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 1], kind='mmode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([2], kind='mode0')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='mode0mode0')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1], kind='MODE')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, -2], kind='mode0')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([2, 2], kind='mod')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 1, 2], kind='mod')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2], kind='Modeé')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 3], kind='Mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 1, 2], kind='mode ')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 3], kind='MODE')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 3, 1], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([], kind='mo')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median((), kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 3], kind='m')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 3], kind='modemode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([2, 2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")

# %%
try:
    median([1, 2, 1], kind='mode0')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")
