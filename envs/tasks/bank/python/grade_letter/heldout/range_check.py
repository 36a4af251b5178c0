# %%
assert grade_letter(7) == 'F'

# %%
assert grade_letter(1) == 'F'

# %%
grade_letter(100)
grade_letter(0.0)

# %%
grade_letter(7)
grade_letter(100.0)

# %%
grade_letter(50)
grade_letter(100.0)

# %%
grade_letter(100)
grade_letter(33.3333)

# %%
grade_letter(1)
grade_letter(100.0)

# %%
grade_letter(0)
grade_letter(100.0)

# %%
grade_letter(99)
grade_letter(100.0)

# %%
grade_letter(100)
grade_letter(99.5)

# %%
grade_letter(100)
grade_letter(0.001)

# %%
try:
    grade_letter(-0.5)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-0.1667)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-5.0)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(100.01)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(-100.01)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(1000.1)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(100.51)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(250)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-1)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(500)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(251)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(125)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(249)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-250)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
assert grade_letter(14) == 'F'

# %%
assert grade_letter(8) == 'F'

# %%
assert grade_letter(3) == 'F'

# %%
assert grade_letter(6) == 'F'

# %%
grade_letter(7)
grade_letter(0.0)

# %%
grade_letter(99)
grade_letter(0.0)

# %%
grade_letter(0)
grade_letter(0.0)

# %%
grade_letter(7)
grade_letter(33.3333)

# %%
grade_letter(3)
grade_letter(100.0)

# %%
grade_letter(8)
grade_letter(100.0)

# %%
grade_letter(25)
grade_letter(100.0)

# %%
grade_letter(50)
grade_letter(99.5)

# %%
grade_letter(100)
grade_letter(100.0)

# %%
grade_letter(0)
grade_letter(33.3333)

# %%
grade_letter(100)
grade_letter(33.8333)

# %%
grade_letter(1)
grade_letter(99.5)

# %%
grade_letter(1)
grade_letter(0.001)

# %%
grade_letter(1)
grade_letter(33.3333)

# %%
grade_letter(0)
grade_letter(99.5)

# %%
grade_letter(0)
grade_letter(0.001)

# %%
grade_letter(99)
grade_letter(99.5)

# %%
grade_letter(100)
grade_letter(99.0)

# %%
grade_letter(50)
grade_letter(0.001)

# %%
grade_letter(100)
grade_letter(0.0003)

# %%
grade_letter(100)
grade_letter(0.01)

# %%
try:
    grade_letter(-0.0556)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-1.6669999999999998)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-1.6667)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-5.5)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-4.5)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-0.3333)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-1.5)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-10.0)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {-0.5}')

# %%
try:
    grade_letter(-100.51)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(-1000.1)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(-33.3367)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(-99.51)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(333.3667)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(1000.6)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(999.6)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(10001.0)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(101.01)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(1005.1)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {100.01}')

# %%
try:
    grade_letter(-2)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-500)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(499)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(252)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(502)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(500000)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-125)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(124)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(248)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(498)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-249)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')

# %%
try:
    grade_letter(-251)
except ValueError as e:
    assert str(e) == 'score must be between 0 and 100'
else:
    raise AssertionError(f'no ValueError for {250}')
