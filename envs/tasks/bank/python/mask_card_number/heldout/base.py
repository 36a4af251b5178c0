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

# %%
assert mask_card_number('1111111111111111') == '************1111'

# %%
assert mask_card_number('11111111111111') == '**********1111'

# %%
assert mask_card_number('1111111111111110') == '************1110'

# %%
assert mask_card_number('441111111111111110') == '**************1110'

# %%
assert mask_card_number('01111111111111114') == '*************1114'

# %%
assert mask_card_number('411111111111111100') == '**************1100'

# %%
assert mask_card_number('11111111111111140') == '*************1140'

# %%
assert mask_card_number('11111111111111114') == '*************1114'

# %%
assert mask_card_number('111111111111114') == '***********1114'

# %%
assert mask_card_number('4411111111111111') == '************1111'

# %%
assert mask_card_number('11111111111111144') == '*************1144'

# %%
assert mask_card_number('444111111111111111') == '**************1111'

# %%
assert mask_card_number('41111111111111') == '**********1111'

# %%
assert mask_card_number('4111111111111110') == '************1110'

# %%
assert mask_card_number('33378282246310005') == '*************0005'

# %%
assert mask_card_number('33782822463100050') == '*************0050'

# %%
assert mask_card_number('5000136422828733') == '************8733'

# %%
assert mask_card_number('337828224631000') == '***********1000'

# %%
assert mask_card_number('3782822463100') == '*********3100'

# %%
assert mask_card_number('7828224631000') == '*********1000'

# %%
assert mask_card_number('00013642282873') == '**********2873'

# %%
assert mask_card_number('378282246310000') == '***********0000'

# %%
assert mask_card_number('782822463100050') == '***********0050'

# %%
assert mask_card_number('8282246310005') == '*********0005'

# %%
assert mask_card_number('778282246310005') == '***********0005'

# %%
assert mask_card_number('50001364228287') == '**********8287'

# %%
assert mask_card_number('0500013642282873') == '************2873'

# %%
assert mask_card_number('37828224631000500') == '*************0500'

# %%
assert mask_card_number('5000136422828730') == '************8730'

# %%
assert mask_card_number('5500013642282873') == '************2873'

# %%
assert mask_card_number('01100099013942') == '**********3942'

# %%
assert mask_card_number('60110009901394') == '**********1394'

# %%
assert mask_card_number('249310990001106') == '***********1106'

# %%
assert mask_card_number('6601100099013942') == '************3942'

# %%
assert mask_card_number('6011000990139420') == '************9420'

# %%
assert mask_card_number('424931099000110') == '***********0110'

# %%
assert mask_card_number('0011000990139424') == '************9424'

# %%
assert mask_card_number('0110009901394240') == '************4240'

# %%
assert mask_card_number('11000990139424') == '**********9424'

# %%
assert mask_card_number('42493109900011060') == '*************1060'

# %%
assert mask_card_number('44249310990001106') == '*************1106'

# %%
assert mask_card_number('666011000990139424') == '**************9424'

# %%
assert mask_card_number('42493109900011066') == '*************1066'

# %%
assert mask_card_number('660110009901394240') == '**************4240'

# %%
assert mask_card_number('04249310990001106') == '*************1106'

# %%
assert mask_card_number('601100099013942400') == '**************2400'

# %%
assert mask_card_number('11111111111111111') == '*************1111'

# %%
assert mask_card_number('0111111111111111') == '************1111'

# %%
assert mask_card_number('41111111111111111') == '*************1111'

# %%
assert mask_card_number('44111111111111110') == '*************1110'

# %%
assert mask_card_number('441111111111111') == '***********1111'

# %%
assert mask_card_number('3337828224631000') == '************1000'

# %%
assert mask_card_number('000136422828730') == '***********8730'

# %%
assert mask_card_number('3782822463100000') == '************0000'

# %%
assert mask_card_number('828224631000') == '********1000'

# %%
assert mask_card_number('550001364228287') == '***********8287'

# %%
assert mask_card_number('337828224631000500') == '**************0500'

# %%
assert mask_card_number('378282246310005000') == '**************5000'

# %%
assert mask_card_number('0110009901394') == '*********1394'

# %%
assert mask_card_number('660110009901394') == '***********1394'

# %%
assert mask_card_number('011000990139420') == '***********9420'

# %%
assert mask_card_number('42493109900011') == '**********0011'

# %%
assert mask_card_number('24931099000110') == '**********0110'

# %%
assert mask_card_number('6666011000990139424') == '***************9424'

# %%
assert mask_card_number('424931099000110660') == '**************0660'
