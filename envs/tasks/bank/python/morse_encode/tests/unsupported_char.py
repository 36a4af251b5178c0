# %%
try:
    morse_encode('a#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')

# %% held-out
try:
    morse_encode('café au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')
