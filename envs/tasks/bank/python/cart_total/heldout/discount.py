# %%
assert abs(cart_total([{'name': '', 'price': 10, 'qty': 3}], discount_pct=10) - 27.0) <= 1e-09 * max(1.0, abs(27.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=7) - 27.9) <= 1e-09 * max(1.0, abs(27.9))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=11) - 26.7) <= 1e-09 * max(1.0, abs(26.7))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=1) - 29.7) <= 1e-09 * max(1.0, abs(29.7))

# %%
assert abs(cart_total([{'price': 10, 'qty': 3}], discount_pct=10) - 27.0) <= 1e-09 * max(1.0, abs(27.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=20) - 24.0) <= 1e-09 * max(1.0, abs(24.0))

# %%
assert abs(cart_total([], discount_pct=10) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=5) - 28.5) <= 1e-09 * max(1.0, abs(28.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}, {'name': 'a', 'price': 0.05}], discount_pct=50) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=49) - 0.03) <= 1e-09 * max(1.0, abs(0.03))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=100) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=1) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'price': 0.05}], discount_pct=50) - 0.03) <= 1e-09 * max(1.0, abs(0.03))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=1) - 7.92) <= 1e-09 * max(1.0, abs(7.92))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}, {'name': 'a', 'price': 8}], discount_pct=100) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=7) - 7.44) <= 1e-09 * max(1.0, abs(7.44))

# %%
assert abs(cart_total([{'name': 'a', 'price': 9}], discount_pct=100) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=50) - 4.0) <= 1e-09 * max(1.0, abs(4.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=0) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
try:
    cart_total([], discount_pct=240)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=121)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=-120)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total((), discount_pct=120)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
assert abs(cart_total([{'name': '', 'price': 10, 'qty': 3}], discount_pct=11) - 26.7) <= 1e-09 * max(1.0, abs(26.7))

# %%
assert abs(cart_total([{'name': '', 'price': 10, 'qty': 3}, {'name': '', 'price': 10, 'qty': 3}], discount_pct=10) - 54.0) <= 1e-09 * max(1.0, abs(54.0))

# %%
assert abs(cart_total([{'name': '', 'price': 10, 'qty': 3}], discount_pct=7) - 27.9) <= 1e-09 * max(1.0, abs(27.9))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=6) - 28.2) <= 1e-09 * max(1.0, abs(28.2))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}], discount_pct=20) - 48.0) <= 1e-09 * max(1.0, abs(48.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}], discount_pct=10) - 108.0) <= 1e-09 * max(1.0, abs(108.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10}], discount_pct=10) - 36.0) <= 1e-09 * max(1.0, abs(36.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}], discount_pct=0) - 60.0) <= 1e-09 * max(1.0, abs(60.0))

# %%
assert abs(cart_total([{'price': 10, 'qty': 3}], discount_pct=0) - 30.0) <= 1e-09 * max(1.0, abs(30.0))

# %%
assert abs(cart_total([{'name': '', 'price': 10, 'qty': 3}], discount_pct=0) - 30.0) <= 1e-09 * max(1.0, abs(30.0))

# %%
assert abs(cart_total([{'price': 10, 'qty': 3}], discount_pct=1) - 29.7) <= 1e-09 * max(1.0, abs(29.7))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}, {'name': 'a', 'price': 10, 'qty': 3}], discount_pct=1) - 59.4) <= 1e-09 * max(1.0, abs(59.4))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=18) - 24.6) <= 1e-09 * max(1.0, abs(24.6))

# %%
assert abs(cart_total([{'price': 10, 'qty': 3}, {'price': 10, 'qty': 3}], discount_pct=10) - 54.0) <= 1e-09 * max(1.0, abs(54.0))

# %%
assert abs(cart_total([{'price': 10, 'qty': 3}], discount_pct=5) - 28.5) <= 1e-09 * max(1.0, abs(28.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=21) - 23.7) <= 1e-09 * max(1.0, abs(23.7))

# %%
assert abs(cart_total([{'name': 'a', 'price': 11, 'qty': 3}], discount_pct=20) - 26.4) <= 1e-09 * max(1.0, abs(26.4))

# %%
assert abs(cart_total([], discount_pct=9) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([], discount_pct=0) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 10, 'qty': 3}], discount_pct=2) - 29.4) <= 1e-09 * max(1.0, abs(29.4))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}, {'name': '', 'price': 0.05}], discount_pct=50) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}, {'name': 'a', 'price': 0.05}, {'name': 'a', 'price': 0.05}], discount_pct=50) - 0.08) <= 1e-09 * max(1.0, abs(0.08))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}, {'name': 'a', 'price': 0.05}], discount_pct=51) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.55}], discount_pct=49) - 0.28) <= 1e-09 * max(1.0, abs(0.28))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=98) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([], discount_pct=7) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total((), discount_pct=50) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([], discount_pct=49) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=3) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.55}], discount_pct=7) - 0.51) <= 1e-09 * max(1.0, abs(0.51))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=6) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}, {'name': 'a', 'price': 0.05}], discount_pct=0) - 0.1) <= 1e-09 * max(1.0, abs(0.1))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.55}], discount_pct=25) - 0.41) <= 1e-09 * max(1.0, abs(0.41))

# %%
assert abs(cart_total([{'name': 'a', 'price': 0.05}], discount_pct=24) - 0.04) <= 1e-09 * max(1.0, abs(0.04))

# %%
assert abs(cart_total([], discount_pct=1) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'price': 0.05}], discount_pct=1) - 0.05) <= 1e-09 * max(1.0, abs(0.05))

# %%
assert abs(cart_total([{'price': 0.05}], discount_pct=51) - 0.02) <= 1e-09 * max(1.0, abs(0.02))

# %%
assert abs(cart_total([{'price': 8}, {'price': 8}], discount_pct=100) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([], discount_pct=99) - 0.0) <= 1e-09 * max(1.0, abs(0.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}, {'name': 'a', 'price': 8}], discount_pct=0) - 16.0) <= 1e-09 * max(1.0, abs(16.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=14) - 6.88) <= 1e-09 * max(1.0, abs(6.88))

# %%
assert abs(cart_total([{'price': 8}], discount_pct=7) - 7.44) <= 1e-09 * max(1.0, abs(7.44))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=3) - 7.76) <= 1e-09 * max(1.0, abs(7.76))

# %%
assert abs(cart_total([{'name': 'a', 'price': 9}], discount_pct=7) - 8.37) <= 1e-09 * max(1.0, abs(8.37))

# %%
assert abs(cart_total([{'name': 'a', 'price': 9}], discount_pct=0) - 9.0) <= 1e-09 * max(1.0, abs(9.0))

# %%
assert abs(cart_total([{'name': 'a', 'price': 9}], discount_pct=50) - 4.5) <= 1e-09 * max(1.0, abs(4.5))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=98) - 0.16) <= 1e-09 * max(1.0, abs(0.16))

# %%
assert abs(cart_total([{'name': 'a', 'price': 8}], discount_pct=25) - 6.0) <= 1e-09 * max(1.0, abs(6.0))

# %%
assert abs(cart_total([{'price': 8}], discount_pct=0) - 8.0) <= 1e-09 * max(1.0, abs(8.0))

# %%
try:
    cart_total([], discount_pct=999999)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=500000)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total((), discount_pct=240)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=-121)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=-240)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=-2)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total((), discount_pct=119)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')

# %%
try:
    cart_total([], discount_pct=-119)
except ValueError as e:
    assert str(e) == 'discount must be between 0 and 100'
else:
    raise AssertionError('discount of 120 accepted')
