# %%
for bad in ([[1, 2], [3]], [[1], [2, 3]], [[1, 2], [3, 4], []]):
    try:
        matrix_transpose(bad)
    except ValueError as e:
        assert str(e) == 'all rows must have the same length', str(e)
    else:
        raise AssertionError(f'{bad} accepted')
