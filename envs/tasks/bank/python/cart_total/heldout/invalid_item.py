# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': '', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: ', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 2, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 2, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': '', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: ', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 2}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 2}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 2}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'price': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 2, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok'}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': '', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': '', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 2, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 3, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 2}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 3}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 2, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': '', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: ', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': '', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: ', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'qty': 2}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 1}, {'name': 'pen', 'price': -1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': -1, 'qty': 2}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': -1, 'qty': 1}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 2}, {'name': 'pen', 'price': 2, 'qty': 0}, {}, {'name': 'ok', 'price': 1, 'qty': 2}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'price': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 2, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {}, {'name': 'ok', 'price': 1, 'qty': 1}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': '', 'price': 1, 'qty': 1}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 1}, {'name': 'ok', 'price': 1, 'qty': 1}, {'name': 'pen', 'price': 2, 'qty': 0}, {}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 3, 'qty': 0}, {'name': 'pen', 'price': 3, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")

# %%
try:
    cart_total([{'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'pen', 'price': 2, 'qty': 0}, {'name': 'pen', 'price': 2, 'qty': 0}])
except ValueError as e:
    assert str(e) == 'invalid item: pen', str(e)
else:
    raise AssertionError(f"{ {'name': 'pen', 'price': 2, 'qty': 0}} accepted")
