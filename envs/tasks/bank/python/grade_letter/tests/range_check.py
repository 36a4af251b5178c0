# %%
for bad in (-0.5, 100.01, 250):
    try:
        grade_letter(bad)
    except ValueError as e:
        assert str(e) == 'score must be between 0 and 100'
    else:
        raise AssertionError(f'no ValueError for {bad}')

# %% held-out
assert grade_letter(0) == 'F'

# %% held-out
grade_letter(100)
grade_letter(100.0)  # the bounds themselves are valid
