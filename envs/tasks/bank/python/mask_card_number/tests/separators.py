# %%
assert mask_card_number('4111 1111 1111 1111') == '************1111'

# %% held-out
assert mask_card_number('3782-822463-10005') == '***********0005'
