# %%
for bad in ('', '!!!', '  - ', '日本'):
    try:
        slugify(bad)
    except ValueError as e:
        assert str(e) == 'title has no usable characters', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')

# %% held-out
assert slugify('x') == 'x'
