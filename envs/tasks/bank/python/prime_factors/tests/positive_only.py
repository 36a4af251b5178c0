# %%
for bad in (0, -12):
    try:
        prime_factors(bad)
    except ValueError as e:
        assert str(e) == 'n must be positive'
    else:
        raise AssertionError(f'no ValueError for {bad}')

# %% held-out
assert prime_factors(1) == []
