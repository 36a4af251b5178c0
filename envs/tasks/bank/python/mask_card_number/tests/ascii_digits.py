# %%
for bad in ('４' * 16, '٤' * 16, '411111111111111²'):
    try:
        mask_card_number(bad)
    except ValueError as e:
        assert str(e) == 'invalid card number'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
