# %%
assert mask_card_number('1' * 11 + '2').endswith('')

# %%
assert mask_card_number('1' * 18 + '2').endswith('')
