# %%
assert mask_card_number('4111111111111111') == '************1111'

# %% held-out
assert mask_card_number('378282246310005') == '***********0005'

# %% held-out
assert mask_card_number('6011000990139424') == '************9424'
