# %%
assert mask_card_number('4111 1111 1111 111') == '***********1111'

# %%
assert mask_card_number('4111 1111 1111 11110') == '*************1110'

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

# %%
assert mask_card_number('4111 1111 1111 11') == '**********1111'

# %%
assert mask_card_number('111 1111 1111 1114') == '***********1114'

# %%
assert mask_card_number('4111 1111 1111 111 ') == '***********1111'

# %%
assert mask_card_number('4111 1111 1111 1110') == '************1110'

# %%
assert mask_card_number(' 4111 1111 1111 111') == '***********1111'

# %%
assert mask_card_number('44111 1111 1111 111') == '************1111'

# %%
assert mask_card_number('4111  1111  1111  111') == '***********1111'

# %%
assert mask_card_number('111 1111 1111 111') == '**********1111'

# %%
assert mask_card_number('111 1111 1111 11110') == '************1110'

# %%
assert mask_card_number('4111 1111 1111 11110 ') == '*************1110'

# %%
assert mask_card_number('4111  1111  1111  11110') == '*************1110'

# %%
assert mask_card_number(' 4111 1111 1111 11110') == '*************1110'

# %%
assert mask_card_number('4111 1111 1111 111100') == '**************1100'

# %%
assert mask_card_number('01111 1111 1111 1114') == '*************1114'

# %%
assert mask_card_number('44111 1111 1111 11110') == '**************1110'

# %%
assert mask_card_number('4111 1111 1111 1111  ') == '************1111'

# %%
assert mask_card_number('44111 1111 1111 1111 ') == '*************1111'

# %%
assert mask_card_number('4111  1111  1111  1111  ') == '************1111'

# %%
assert mask_card_number('4111 1111 1111 1111 0') == '*************1110'

# %%
assert mask_card_number(' 4111 1111 1111 1111 ') == '************1111'

# %%
assert mask_card_number(' 1111 1111 1111 1114') == '************1114'

# %%
assert mask_card_number('11 1111 1111 1111') == '**********1111'

# %%
assert mask_card_number('1111 1111 1111 1111') == '************1111'

# %%
assert mask_card_number('1111 1111 1111 111') == '***********1111'

# %%
assert mask_card_number('111  1111  1111  1111') == '***********1111'

# %%
assert mask_card_number(' 111 1111 1111 1111') == '***********1111'

# %%
assert mask_card_number('  4111  1111  1111  1111') == '************1111'

# %%
assert mask_card_number('  4111 1111 1111 1111') == '************1111'

# %%
assert mask_card_number('1111 1111 1111 1114 ') == '************1114'

# %%
assert mask_card_number(' 44111 1111 1111 1111') == '*************1111'

# %%
assert mask_card_number('44111  1111  1111  1111') == '*************1111'

# %%
assert mask_card_number('1111 1111 1111 11144') == '*************1144'

# %%
assert mask_card_number('444111 1111 1111 1111') == '**************1111'

# %%
assert mask_card_number('4111    1111    1111    1111') == '************1111'

# %%
assert mask_card_number('1111  1111  1111  1114') == '************1114'

# %%
assert mask_card_number('4111  1111  1111  1111 ') == '************1111'

# %%
assert mask_card_number(' 4111  1111  1111  1111') == '************1111'

# %%
assert mask_card_number('11111 1111 1111 1114') == '*************1114'

# %%
assert mask_card_number('1111 1111 1111 11140') == '*************1140'

# %%
assert mask_card_number(' 3782-822463-1000') == '**********1000'

# %%
assert mask_card_number(' 3782-822463-100050') == '************0050'

# %%
assert mask_card_number(' 3782-822463-10005 ') == '***********0005'

# %%
assert mask_card_number('50001-364228-2873 ') == '***********2873'

# %%
assert mask_card_number('  3782-822463-10005') == '***********0005'

# %%
assert mask_card_number('782-822463-1000') == '*********1000'

# %%
assert mask_card_number('0001-364228-2873') == '**********2873'

# %%
assert mask_card_number('3782-822463-1000 ') == '**********1000'

# %%
assert mask_card_number('3782-822463-10000') == '***********0000'

# %%
assert mask_card_number('3782-822463-100') == '*********3100'

# %%
assert mask_card_number('50001-364228-28733') == '************8733'

# %%
assert mask_card_number('333782-822463-10005') == '*************0005'

# %%
assert mask_card_number('33782-822463-10005 ') == '************0005'

# %%
assert mask_card_number(' 33782-822463-10005') == '************0005'

# %%
assert mask_card_number('550001-364228-2873') == '************2873'

# %%
assert mask_card_number('50001-364228-287') == '**********8287'

# %%
assert mask_card_number('50001-364228-28730') == '************8730'

# %%
assert mask_card_number(' 50001-364228-2873') == '***********2873'

# %%
assert mask_card_number('7782-822463-10005') == '***********0005'

# %%
assert mask_card_number('782-822463-10005 ') == '**********0005'

# %%
assert mask_card_number(' 782-822463-10005') == '**********0005'

# %%
assert mask_card_number('82-822463-10005') == '*********0005'

# %%
assert mask_card_number('3782-822463-10005  ') == '***********0005'

# %%
assert mask_card_number('3782-822463-10005 0') == '************0050'

# %%
assert mask_card_number('3782-822463-100050 ') == '************0050'

# %%
assert mask_card_number('050001-364228-2873') == '************2873'

# %%
assert mask_card_number('3782-822463-1000500') == '*************0500'
