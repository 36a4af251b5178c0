# %%
assert mask_card_number('44111111111111111') == '**** **** **** *111 1'

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
assert mask_card_number('4111-1111  1111-1111') == '**** **** **** 1111'

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
assert mask_card_number('4111111111111111 0') == '**** **** **** *111 0'

# %%
assert mask_card_number('44111111111111111 ') == '**** **** **** *111 1'

# %%
assert mask_card_number(' 44111111111111111') == '**** **** **** *111 1'

# %%
assert mask_card_number('4411111111111111') == '**** **** **** 1111'

# %%
assert mask_card_number(' 111111111111111') == '**** **** ***1 111'

# %%
assert mask_card_number('11111111111111') == '**** **** **11 11'

# %%
assert mask_card_number('111111111111114') == '**** **** ***1 114'

# %%
assert mask_card_number('11111111111111114') == '**** **** **** *111 4'

# %%
assert mask_card_number('11111111111111140') == '**** **** **** *114 0'

# %%
assert mask_card_number('4111111111111110') == '**** **** **** 1110'

# %%
assert mask_card_number('41111111111111') == '**** **** **11 11'

# %%
assert mask_card_number('411111111111111100') == '**** **** **** **11 00'

# %%
assert mask_card_number('01111111111111114') == '**** **** **** *111 4'

# %%
assert mask_card_number(' 78282246310005') == '**** **** **00 05'

# %%
assert mask_card_number('78282246310005 ') == '**** **** **00 05'

# %%
assert mask_card_number(' 378282246310005 ') == '**** **** ***0 005'

# %%
assert mask_card_number('500013642282873 ') == '**** **** ***2 873'

# %%
assert mask_card_number('0500013642282873') == '**** **** **** 2873'

# %%
assert mask_card_number('37828224631000500') == '**** **** **** *050 0'

# %%
assert mask_card_number('3782822463100') == '**** **** *310 0'

# %%
assert mask_card_number('378282246310000') == '**** **** ***0 000'

# %%
assert mask_card_number('37828224631000 ') == '**** **** **10 00'

# %%
assert mask_card_number('7828224631000') == '**** **** *100 0'

# %%
assert mask_card_number('378282246310005 0') == '**** **** **** 0050'

# %%
assert mask_card_number(' 500013642282873') == '**** **** ***2 873'

# %%
assert mask_card_number('337828224631000') == '**** **** ***1 000'

# %%
assert mask_card_number('1111-1111 1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number('1111-1111 1111-111') == '**** **** ***1 111'

# %%
assert mask_card_number('111-1111 1111-1111 ') == '**** **** ***1 111'

# %%
assert mask_card_number(' 111-1111 1111-1111') == '**** **** ***1 111'

# %%
assert mask_card_number('1111-1111 1111-1114 ') == '**** **** **** 1114'

# %%
assert mask_card_number('  4111-1111  1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number('  4111-1111 1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number(' 4111-1111 1111-111') == '**** **** ***1 111'

# %%
assert mask_card_number('4111-1111 1111-1111  ') == '**** **** **** 1111'

# %%
assert mask_card_number(' 44111-1111 1111-1111') == '**** **** **** *111 1'

# %%
assert mask_card_number('1111-1111 1111-11144') == '**** **** **** *114 4'

# %%
assert mask_card_number('1111-1111  1111-1114') == '**** **** **** 1114'

# %%
assert mask_card_number('111-1111 1111-1114') == '**** **** ***1 114'

# %%
assert mask_card_number('11111-1111 1111-1114') == '**** **** **** *111 4'

# %%
assert mask_card_number(' 1111-1111 1111-1114') == '**** **** **** 1114'

# %%
assert mask_card_number('4111-1111  1111-1111 ') == '**** **** **** 1111'

# %%
assert mask_card_number('44111-1111  1111-1111') == '**** **** **** *111 1'

# %%
assert mask_card_number('4111-1111  1111-111') == '**** **** ***1 111'

# %%
assert mask_card_number('4111-1111    1111-1111') == '**** **** **** 1111'

# %%
assert mask_card_number('4111-1111 1111-111100') == '**** **** **** **11 00'

# %%
assert mask_card_number('01111-1111 1111-1114') == '**** **** **** *111 4'

# %%
assert mask_card_number('111-1111 1111-111') == '**** **** **11 11'

# %%
assert mask_card_number('44111-1111 1111-111') == '**** **** **** 1111'

# %%
assert mask_card_number(' 1234567890123456789 ') == '**** **** **** ***6 789'

# %%
assert mask_card_number(' 9876543210987654321') == '**** **** **** ***4 321'

# %%
assert mask_card_number('1234567890123456789  ') == '**** **** **** ***6 789'

# %%
assert mask_card_number('876543210987654321') == '**** **** **** **43 21'

# %%
assert mask_card_number('1234567890123456780') == '**** **** **** ***6 780'

# %%
assert mask_card_number('  1234567890123456789') == '**** **** **** ***6 789'

# %%
assert mask_card_number(' 123456789012345678') == '**** **** **** **56 78'

# %%
assert mask_card_number('34567890123456789') == '**** **** **** *678 9'

# %%
assert mask_card_number('234567890123456789 ') == '**** **** **** **67 89'

# %%
assert mask_card_number('2234567890123456789') == '**** **** **** ***6 789'
