# %%
for bad in (0, -3):
    try:
        wrap_text('a b', bad)
    except ValueError as e:
        assert str(e) == 'width must be positive'
    else:
        raise AssertionError(f'no ValueError for width {bad}')
