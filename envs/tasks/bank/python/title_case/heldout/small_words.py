# %%
assert title_case('the lord of the rings0') == 'The Lord of the Rings0'

# %%
assert title_case('the lord of the ringsthe lord of the rings') == 'The Lord of the Ringsthe Lord of the Rings'

# %%
assert title_case('THE LORD OF THE RINGS') == 'The Lord of the Rings'

# %%
assert title_case(' the lord of the rings') == 'The Lord of the Rings'

# %%
assert title_case('he lord of the rings') == 'He Lord of the Rings'

# %%
assert title_case('t') == 'T'

# %%
assert title_case('the  lord  of  the  rings') == 'The Lord of the Rings'

# %%
assert title_case('sgnir eht fo drol eht') == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('w') == 'W'

# %%
assert title_case('what it is foré') == 'What It Is Foré'

# %%
assert title_case('What It Is For') == 'What It Is For'

# %%
assert title_case('what it') == 'What It'

# %%
assert title_case('wwhat it is for') == 'Wwhat It Is For'

# %%
assert title_case('hat it is for') == 'Hat It Is For'

# %%
assert title_case('Of Mice And Men') == 'Of Mice and Men'

# %%
assert title_case('OF  MICE  AND  MEN') == 'Of Mice and Men'

# %%
assert title_case('F MICE AND MEN') == 'F Mice and Men'

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

# %%
assert title_case('the lord of the ringsthe lord of the rings0') == 'The Lord of the Ringsthe Lord of the Rings0'

# %%
assert title_case('the lord of the ringsthe lord of the ringsé') == 'The Lord of the Ringsthe Lord of the Ringsé'

# %%
assert title_case('é') == 'É'

# %%
assert title_case('T') == 'T'

# %%
assert title_case('THE LORD OF THE RINGSé') == 'The Lord of the Ringsé'

# %%
assert title_case(' sgnir eht fo drol eht') == 'Sgnir Eht Fo Drol Eht'

# %%
assert title_case('the lord of the rings the lord of the rings ') == 'The Lord of the Rings the Lord of the Rings'

# %%
assert title_case('the lord othe lord o') == 'The Lord Othe Lord O'

# %%
assert title_case('the l') == 'The L'

# %%
assert title_case('tthe  lord  of  the  rings') == 'Tthe Lord of the Rings'

# %%
assert title_case('TThe Lord Of The Rings') == 'Tthe Lord of the Rings'

# %%
assert title_case('He Lord Of The Rings') == 'He Lord of the Rings'

# %%
assert title_case('he lord of the rings ') == 'He Lord of the Rings'

# %%
assert title_case('The  Lord  Of  The  Rings') == 'The Lord of the Rings'

# %%
assert title_case('sgnir eht ') == 'Sgnir Eht'

# %%
assert title_case('the lord of the rin') == 'The Lord of the Rin'

# %%
assert title_case('WHAT IT IS FO') == 'What It Is Fo'

# %%
assert title_case('what  it  is  forwhat  it  is  for') == 'What It Is Forwhat It Is For'

# %%
assert title_case('W') == 'W'

# %%
assert title_case('what  it  is  fo') == 'What It Is Fo'

# %%
assert title_case('What It Is For0') == 'What It Is For0'

# %%
assert title_case('What It Is Fo') == 'What It Is Fo'

# %%
assert title_case('What It') == 'What It'

# %%
assert title_case('ti tahw') == 'Ti Tahw'

# %%
assert title_case('WHAT IT') == 'What It'

# %%
assert title_case('wwwhat it is for') == 'Wwwhat It Is For'

# %%
assert title_case('wwhat it is foré') == 'Wwhat It Is Foré'

# %%
assert title_case('rof si ti tahww') == 'Rof Si Ti Tahww'

# %%
assert title_case('what it is foé') == 'What It Is Foé'

# %%
assert title_case('hat it is for ') == 'Hat It Is For'

# %%
assert title_case('hat it is fo') == 'Hat It Is Fo'

# %%
assert title_case('what it is for é') == 'What It Is for É'

# %%
assert title_case(' what it is for what it is for') == 'What It Is for What It Is For'

# %%
assert title_case('Of Mice And Me') == 'Of Mice and Me'

# %%
assert title_case('OOOF MICE AND MEN') == 'Ooof Mice and Men'

# %%
assert title_case('FF MICE AND MEN') == 'Ff Mice and Men'

# %%
assert title_case(' F MICE AND MEN') == 'F Mice and Men'

# %%
assert title_case('F Mice And Men') == 'F Mice and Men'

# %%
assert title_case('Of Mice') == 'Of Mice'

# %%
assert title_case('OF MICE AND MENOF MICE AND ME') == 'Of Mice and Menof Mice and Me'

# %%
assert title_case('Of Mice And Menof Mice And Men') == 'Of Mice and Menof Mice and Men'

# %%
assert title_case('NEM  DNA  ECIM  FO') == 'Nem Dna Ecim Fo'

# %%
assert title_case('OF MICE AND M') == 'Of Mice and M'

# %%
assert title_case('F MICE AND MEN ') == 'F Mice and Men'

# %%
assert title_case('O ') == 'O'

# %%
assert title_case('Oé') == 'Oé'

# %%
assert title_case('OF MICE ') == 'Of Mice'

# %%
assert title_case('F MICE AND MENé') == 'F Mice and Mené'

# %%
assert title_case(' aé') == 'Aé'

# %%
assert title_case(' A') == 'A'

# %%
assert title_case('aa0') == 'Aa0'

# %%
assert title_case('a0 ') == 'A0'

# %%
assert title_case('Aé') == 'Aé'

# %%
assert title_case('a é') == 'A É'
