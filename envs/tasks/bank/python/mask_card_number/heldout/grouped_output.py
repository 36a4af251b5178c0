# %%
assert mask_card_number('4111111111111111 ') == '**** **** **** 1111'

# %%
assert mask_card_number('44111111111111111') == '**** **** **** *111 1'

# %%
assert mask_card_number(' 4111111111111111') == '**** **** **** 1111'

# %%
assert mask_card_number('111111111111111') == '**** **** ***1 111'

# %%
assert mask_card_number('1111111111111114') == '**** **** **** 1114'

# %%
assert mask_card_number('411111111111111') == '**** **** ***1 111'

# %%
assert mask_card_number('41111111111111110') == '**** **** **** *111 0'

# %%
assert mask_card_number('78282246310005') == '**** **** **00 05'

# %%
assert mask_card_number(' 378282246310005') == '**** **** ***0 005'

# %%
assert mask_card_number('3782822463100050') == '**** **** **** 0050'

# %%
assert mask_card_number('37828224631000') == '**** **** **10 00'

# %%
assert mask_card_number('378282246310005 ') == '**** **** ***0 005'

# %%
assert mask_card_number('3378282246310005') == '**** **** **** 0005'

# %%
assert mask_card_number('500013642282873') == '**** **** ***2 873'

# %%
assert mask_card_number('111-1111 1111-1111') == '**** **** ***1 111'

# %%
assert mask_card_number(' 4111-1111 1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number('4111-1111 1111-1111 ') == '**** **** **** 1111'

# %%
assert mask_card_number('44111-1111 1111-1111') == '**** **** **** *111 1'

# %%
assert mask_card_number('1111-1111 1111-1114') == '**** **** **** 1114'

# %%
assert mask_card_number('4111-1111  1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number('4111-1111 1111-11110') == '**** **** **** *111 0'

# %%
assert mask_card_number('4111-1111 1111-111') == '**** **** ***1 111'

# %%
assert mask_card_number('1234567890123456789 ') == '**** **** **** ***6 789'

# %%
assert mask_card_number('123456789012345678') == '**** **** **** **56 78'

# %%
assert mask_card_number('9876543210987654321') == '**** **** **** ***4 321'

# %%
assert mask_card_number(' 1234567890123456789') == '**** **** **** ***6 789'

# %%
assert mask_card_number('234567890123456789') == '**** **** **** **67 89'
