# %%
assert title_case('the lord of the rings0') == 'The Lord of the Rings0'

# %%
assert title_case('the lord of the ringsthe lord of the rings') == 'The Lord of the Ringsthe Lord of the Rings'

# %%
assert title_case('') == ''

# %%
assert title_case('the lord of the ringsé') == 'The Lord of the Ringsé'

# %%
assert title_case('THE LORD OF THE RINGS') == 'The Lord of the Rings'

# %%
assert title_case('the lord of the rings ') == 'The Lord of the Rings'

# %%
assert title_case('the lord o') == 'The Lord O'

# %%
assert title_case(' the lord of the rings') == 'The Lord of the Rings'

# %%
assert title_case('tthe lord of the rings') == 'Tthe Lord of the Rings'

# %%
assert title_case('The Lord Of The Rings') == 'The Lord of the Rings'

# %%
assert title_case('he lord of the rings') == 'He Lord of the Rings'

# %%
assert title_case('t') == 'T'

# %%
assert title_case('the  lord  of  the  rings') == 'The Lord of the Rings'

# %%
assert title_case('sgnir eht fo drol eht') == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('the lord of the ring') == 'The Lord of the Ring'

# %%
assert title_case('WHAT IT IS FOR') == 'What It Is For'

# %%
assert title_case('what it is forwhat it is for') == 'What It Is Forwhat It Is For'

# %%
assert title_case('w') == 'W'

# %%
assert title_case('what it is foré') == 'What It Is Foré'

# %%
assert title_case('what  it  is  for') == 'What It Is For'

# %%
assert title_case('What It Is For') == 'What It Is For'

# %%
assert title_case('what it') == 'What It'

# %%
assert title_case('rof si ti tahw') == 'Rof Si Ti Tahw'

# %%
assert title_case('wwhat it is for') == 'Wwhat It Is For'

# %%
assert title_case('what it is for0') == 'What It Is For0'

# %%
assert title_case('what it is fo') == 'What It Is Fo'

# %%
assert title_case('hat it is for') == 'Hat It Is For'

# %%
assert title_case('what it is for ') == 'What It Is For'

# %%
assert title_case(' what it is for') == 'What It Is For'

# %%
assert title_case('Of Mice And Men') == 'Of Mice and Men'

# %%
assert title_case('OOF MICE AND MEN') == 'Oof Mice and Men'

# %%
assert title_case('OF  MICE  AND  MEN') == 'Of Mice and Men'

# %%
assert title_case('F MICE AND MEN') == 'F Mice and Men'

# %%
assert title_case('OF MICE') == 'Of Mice'

# %%
assert title_case('OF MICE AND MENOF MICE AND MEN') == 'Of Mice and Menof Mice and Men'

# %%
assert title_case('OF MICE AND MEN0') == 'Of Mice and Men0'

# %%
assert title_case('NEM DNA ECIM FO') == 'Nem Dna Ecim Fo'

# %%
assert title_case('OF MICE AND ME') == 'Of Mice and Me'

# %%
assert title_case('of mice and men') == 'Of Mice and Men'

# %%
assert title_case('OF MICE AND MEN ') == 'Of Mice and Men'

# %%
assert title_case(' OF MICE AND MEN') == 'Of Mice and Men'

# %%
assert title_case('O') == 'O'

# %%
assert title_case('OF MICE AND MENé') == 'Of Mice and Mené'

# %%
assert title_case(' a') == 'A'

# %%
assert title_case('A') == 'A'

# %%
assert title_case('aa') == 'Aa'

# %%
assert title_case('a0') == 'A0'

# %%
assert title_case('aé') == 'Aé'

# %%
assert title_case('a ') == 'A'
