# %%
assert mask_card_number('111111111111111') == '***********1111'

# %%
assert mask_card_number('41111111111111110') == '*************1110'

# %%
assert mask_card_number('1111111111111114') == '************1114'

# %%
assert mask_card_number('44111111111111111') == '*************1111'

# %%
assert mask_card_number('411111111111111') == '***********1111'

# %%
assert mask_card_number('3378282246310005') == '************0005'

# %%
assert mask_card_number('37828224631000') == '**********1000'

# %%
assert mask_card_number('78282246310005') == '**********0005'

# %%
assert mask_card_number('3782822463100050') == '************0050'

# %%
assert mask_card_number('500013642282873') == '***********2873'

# %%
assert mask_card_number('601100099013942') == '***********3942'

# %%
assert mask_card_number('011000990139424') == '***********9424'

# %%
assert mask_card_number('4249310990001106') == '************1106'

# %%
assert mask_card_number('66011000990139424') == '*************9424'

# %%
assert mask_card_number('60110009901394240') == '*************4240'
