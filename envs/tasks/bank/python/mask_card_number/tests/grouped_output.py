# %%
assert mask_card_number('4111111111111111') == '**** **** **** 1111'

# %% held-out
assert mask_card_number('378282246310005') == '**** **** ***0 005'

# %% held-out
assert mask_card_number('4111-1111 1111-1111') == '**** **** **** 1111'

# %% held-out
assert mask_card_number('1234567890123456789') == '**** **** **** ***6 789'
