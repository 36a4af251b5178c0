# %%
for bad in (-1, 10001):
    try:
        fizzbuzz(bad)
    except ValueError as e:
        assert str(e) == 'n must be between 0 and 10000'
    else:
        raise AssertionError(f'no ValueError for {bad}')

# %% held-out
assert len(fizzbuzz(10000)) == 10000
