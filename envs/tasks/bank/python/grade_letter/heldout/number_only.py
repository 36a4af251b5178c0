# %%
try:
    grade_letter('90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('09')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('990')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('0')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9090')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(True)
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {True!r}')

# %%
try:
    grade_letter(False)
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {True!r}')

# %%
try:
    grade_letter([90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([-90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([89])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([0])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter('ß9')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 9')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90éé')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('990é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90é90é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('é09')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß 90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 90 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('09 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 90 90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 09')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('009')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('0909')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('090')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('09é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß09')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ßß90')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß90é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('09ß')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('990 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90  ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß90 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90 é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('0 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90 0')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9900')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('990990')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß990')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9990')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter(' 0')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('00')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß0')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('9090 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('909')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('90900')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('ß9090')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('99090')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('900é')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter('900 ')
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f"no TypeError for {'90'!r}")

# %%
try:
    grade_letter([-89])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([-91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([-90, -89])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter(())
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 90, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 90, 90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 0])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 90, 90, 90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 89])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([92])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([91, 92])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([0, 0])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([-1])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([1])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 91, 92])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([89, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([0, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([91, 90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 91, 90, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([90, 91, 90])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')

# %%
try:
    grade_letter([-90, 91])
except TypeError as e:
    assert str(e) == 'score must be a number'
else:
    raise AssertionError(f'no TypeError for {[90]!r}')
