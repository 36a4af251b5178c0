# %%
for bad in ('1234', '4111x11111111111', '', '1' * 20, '12345678901'):
    try:
        mask_card_number(bad)
    except ValueError as e:
        assert str(e) == 'invalid card number', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')

# %% held-out
assert mask_card_number('1' * 11 + '2').endswith('2')

# %% held-out
assert mask_card_number('1' * 18 + '2').endswith('2')
