# %%
assert mask_card_number('4111 1111 1111 111') == '***********1111'

# %%
assert mask_card_number('4111 1111 1111 11110') == '*************1110'

# %%
assert mask_card_number('4111 1111 1111 1111 ') == '************1111'

# %%
assert mask_card_number('111 1111 1111 1111') == '***********1111'

# %%
assert mask_card_number(' 4111 1111 1111 1111') == '************1111'

# %%
assert mask_card_number('44111 1111 1111 1111') == '*************1111'

# %%
assert mask_card_number('4111  1111  1111  1111') == '************1111'

# %%
assert mask_card_number('1111 1111 1111 1114') == '************1114'

# %%
assert mask_card_number(' 3782-822463-10005') == '***********0005'

# %%
assert mask_card_number('3782-822463-1000') == '**********1000'

# %%
assert mask_card_number('33782-822463-10005') == '************0005'

# %%
assert mask_card_number('50001-364228-2873') == '***********2873'

# %%
assert mask_card_number('782-822463-10005') == '**********0005'

# %%
assert mask_card_number('3782-822463-10005 ') == '***********0005'

# %%
assert mask_card_number('3782-822463-100050') == '************0050'
