# %%
assert title_case('tthe lord of the rings', small_words=['of']) == 'Tthe Lord of The Rings'

# %%
assert title_case('the lord of the rings', small_words=['ofof']) == 'The Lord Of The Rings'

# %%
assert title_case('the lord of the rings', small_words=['o']) == 'The Lord Of The Rings'

# %%
assert title_case('the lord of the rings', small_words=['of', 'of']) == 'The Lord of The Rings'

# %%
assert title_case('THE LORD OF THE RINGS', small_words=['of']) == 'The Lord of The Rings'

# %%
assert title_case(' the lord of the rings', small_words=['of']) == 'The Lord of The Rings'

# %%
assert title_case('the lord of the rings', small_words=['OF']) == 'The Lord of The Rings'

# %%
assert title_case('sgnir eht fo drol eht', small_words=['of']) == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('the lord of the rings0', small_words=['of']) == 'The Lord of The Rings0'

# %%
assert title_case('the lord o', small_words=[]) == 'The Lord O'

# %%
assert title_case('he lord of the rings', small_words=[]) == 'He Lord Of The Rings'

# %%
assert title_case('THE LORD OF THE RINGS', small_words=[]) == 'The Lord Of The Rings'

# %%
assert title_case('tthe lord of the rings', small_words=[]) == 'Tthe Lord Of The Rings'

# %%
assert title_case('the lord of the ringsé', small_words=[]) == 'The Lord Of The Ringsé'

# %%
assert title_case('The Lord Of The Rings', small_words=[]) == 'The Lord Of The Rings'

# %%
assert title_case('ecaep dna raw', small_words=None) == 'Ecaep Dna Raw'

# %%
assert title_case('war  and  peace', small_words=None) == 'War and Peace'

# %%
assert title_case('ar and peace', small_words=None) == 'Ar and Peace'

# %%
assert title_case('War And Peace', small_words=None) == 'War and Peace'

# %%
assert title_case('war and peace0', small_words=None) == 'War and Peace0'

# %%
assert title_case('t', small_words=['o']) == 'T'

# %%
assert title_case('t', small_words=['ofof']) == 'T'

# %%
assert title_case('', small_words=['']) == ''

# %%
assert title_case(' the lord of the ring', small_words=['of']) == 'The Lord of The Ring'

# %%
assert title_case('the  lord  of  the  rings', small_words=['']) == 'The Lord Of The Rings'

# %%
assert title_case('the  lord  of  the  ringsthe  lord  of  the  rings', small_words=['of']) == 'The Lord of The Ringsthe Lord of The Rings'

# %%
assert title_case('the lord of the ringsé', small_words=['of', 'of']) == 'The Lord of The Ringsé'

# %%
assert title_case('sgnir eht fo drol eht', small_words=['of', 'of']) == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('THE LORD OF THE RINGS', small_words=['ofof']) == 'The Lord Of The Rings'

# %%
assert title_case('the lord of the ringsé', small_words=['of', '']) == 'The Lord of The Ringsé'

# %%
assert title_case('sgnir eht fo drol eht', small_words=['of', '']) == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('he lord of the rings', small_words=['of', '']) == 'He Lord of The Rings'

# %%
assert title_case('THE LORD OF THE RINGSTHE LORD OF THE RINGS', small_words=['of']) == 'The Lord of The Ringsthe Lord of The Rings'

# %%
assert title_case('the lord of the ringsthe lord of the rings ', small_words=['of']) == 'The Lord of The Ringsthe Lord of The Rings'

# %%
assert title_case('the lord of the rings é', small_words=['of']) == 'The Lord of The Rings É'

# %%
assert title_case('THE LORD OF THE RINGS', small_words=['OF']) == 'The Lord of The Rings'

# %%
assert title_case('the lord o', small_words=['of', '']) == 'The Lord O'

# %%
assert title_case('the lord o', small_words=['ofof']) == 'The Lord O'

# %%
assert title_case('tthe lord of the ringsé', small_words=['of']) == 'Tthe Lord of The Ringsé'

# %%
assert title_case('he lord of the ringshe lord of the rings', small_words=['of']) == 'He Lord of The Ringshe Lord of The Rings'

# %%
assert title_case('e lord of the rings', small_words=['of']) == 'E Lord of The Rings'

# %%
assert title_case(' sgnir eht fo drol eht', small_words=['of']) == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('TThe Lord Of The Rings', small_words=['of']) == 'Tthe Lord of The Rings'

# %%
assert title_case('The Lord Of The Rings', small_words=['of', 'of']) == 'The Lord of The Rings'

# %%
assert title_case(' the lord of the rings0', small_words=['of']) == 'The Lord of The Rings0'

# %%
assert title_case('the lord ', small_words=[]) == 'The Lord'

# %%
assert title_case(' THE LORD OF THE RINGS', small_words=[]) == 'The Lord Of The Rings'

# %%
assert title_case(' the lord of the ringsé', small_words=[]) == 'The Lord Of The Ringsé'

# %%
assert title_case('é', small_words=[]) == 'É'

# %%
assert title_case('0', small_words=[]) == '0'

# %%
assert title_case('t ', small_words=[]) == 'T'

# %%
assert title_case('té', small_words=[]) == 'Té'

# %%
assert title_case('t', small_words=()) == 'T'

# %%
assert title_case('the  lord  of  the  ringsthe  lord  of  the  rings', small_words=[]) == 'The Lord Of The Ringsthe Lord Of The Rings'

# %%
assert title_case('the lord of the ringsthe lord of the ring', small_words=[]) == 'The Lord Of The Ringsthe Lord Of The Ring'

# %%
assert title_case('sgnir  eht  fo  drol  eht', small_words=[]) == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('he lord of the rings', small_words=()) == 'He Lord Of The Rings'

# %%
assert title_case('the lord of the ringsé', small_words=()) == 'The Lord Of The Ringsé'

# %%
assert title_case('the lord of the ring', small_words=()) == 'The Lord Of The Ring'

# %%
assert title_case(' the  lord  of  the  rings', small_words=[]) == 'The Lord Of The Rings'

# %%
assert title_case('the  lord  of  the  rings', small_words=()) == 'The Lord Of The Rings'

# %%
assert title_case('the    lord    of    the    rings', small_words=[]) == 'The Lord Of The Rings'

# %%
assert title_case('ecaep ', small_words=None) == 'Ecaep'

# %%
assert title_case('ecaep dna raw0', small_words=None) == 'Ecaep Dna Raw0'

# %%
assert title_case('War  And  Peace', small_words=None) == 'War and Peace'

# %%
assert title_case('ar and peac', small_words=None) == 'Ar and Peac'

# %%
assert title_case('ar and peace ', small_words=None) == 'Ar and Peace'

# %%
assert title_case('war and peace é', small_words=None) == 'War and Peace É'

# %%
assert title_case('war anwar an', small_words=None) == 'War Anwar An'

# %%
assert title_case('war', small_words=None) == 'War'

# %%
assert title_case('war a', small_words=None) == 'War A'

# %%
assert title_case(' ', small_words=None) == ''

# %%
assert title_case('é', small_words=None) == 'É'

# %%
assert title_case('WWAR AND PEACE', small_words=None) == 'Wwar and Peace'

# %%
assert title_case('ar and', small_words=None) == 'Ar And'

# %%
assert title_case('War And Peaceé', small_words=None) == 'War and Peaceé'

# %%
assert title_case('WWar And Peace', small_words=None) == 'Wwar and Peace'

# %%
assert title_case('w0', small_words=None) == 'W0'

# %%
assert title_case('ecaep dna rawecaep dna raw', small_words=None) == 'Ecaep Dna Rawecaep Dna Raw'

# %%
assert title_case('War And Peacewar And Peace', small_words=None) == 'War and Peacewar and Peace'
