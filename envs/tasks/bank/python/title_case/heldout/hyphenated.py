# %%
assert title_case('a well-known fact0') == 'A Well-Known Fact0'

# %%
assert title_case('') == ''

# %%
assert title_case('a well-known fac') == 'A Well-Known Fac'

# %%
assert title_case('a  well-known  fact') == 'A Well-Known Fact'

# %%
assert title_case('aa well-known fact') == 'Aa Well-Known Fact'

# %%
assert title_case('ßa well-known fact') == 'SSa Well-Known Fact'

# %%
assert title_case('a well-k') == 'A Well-K'

# %%
assert title_case('a well-known fact ') == 'A Well-Known Fact'

# %%
assert title_case('a well-known facta well-known fact') == 'A Well-Known Facta Well-Known Fact'

# %%
assert title_case(' a well-known fact') == 'A Well-Known Fact'

# %%
assert title_case('A WELL-KNOWN FACT') == 'A Well-Known Fact'

# %%
assert title_case('tcaf nwonk-llew a') == 'Tcaf Nwonk-Llew A'

# %%
assert title_case('y mother-in-law') == 'Y Mother-In-Law'

# %%
assert title_case('My Mother-In-Law') == 'My Mother-In-Law'

# %%
assert title_case('my mother-in-law0') == 'My Mother-In-Law0'

# %%
assert title_case('mmy mother-in-law') == 'Mmy Mother-In-Law'

# %%
assert title_case('my mothe') == 'My Mothe'

# %%
assert title_case('my mother-in-law ') == 'My Mother-In-Law'

# %%
assert title_case(' my mother-in-law') == 'My Mother-In-Law'

# %%
assert title_case('ßmy mother-in-law') == 'SSmy Mother-In-Law'

# %%
assert title_case('my mother-in-la') == 'My Mother-In-La'

# %%
assert title_case('x--') == 'X--'

# %%
assert title_case('--y') == '--Y'

# %%
assert title_case(' x--y') == 'X--Y'

# %%
assert title_case(' well-known fact well-known fact') == 'Well-Known Fact Well-Known Fact'

# %%
assert title_case('A Well-Known FactA Well-Known Fact') == 'A Well-Known Facta Well-Known Fact'

# %%
assert title_case('a  well-known  fact0') == 'A Well-Known Fact0'

# %%
assert title_case('aa well-known fact0') == 'Aa Well-Known Fact0'

# %%
assert title_case('0') == '0'

# %%
assert title_case('é') == 'É'

# %%
assert title_case('ß') == 'SS'

# %%
assert title_case('aa well-known fact ') == 'Aa Well-Known Fact'

# %%
assert title_case('aa well-known fac') == 'Aa Well-Known Fac'

# %%
assert title_case('ßßa well-known fact') == 'SSßa Well-Known Fact'

# %%
assert title_case('ßa well-known facté') == 'SSa Well-Known Facté'

# %%
assert title_case('ßa well-known fact0') == 'SSa Well-Known Fact0'

# %%
assert title_case('a well-ké') == 'A Well-Ké'

# %%
assert title_case('a well-ka well-k') == 'A Well-Ka Well-K'

# %%
assert title_case('a well-known factéé') == 'A Well-Known Factéé'

# %%
assert title_case('A WELL-KNOWN FACTÉ') == 'A Well-Known Facté'

# %%
assert title_case('a well-kn') == 'A Well-Kn'

# %%
assert title_case('ßa well-known fact ') == 'SSa Well-Known Fact'

# %%
assert title_case('a well-known facta well-known fac') == 'A Well-Known Facta Well-Known Fac'

# %%
assert title_case('A Well-Known Facta Well-Known Fact') == 'A Well-Known Facta Well-Known Fact'

# %%
assert title_case('a ') == 'A'

# %%
assert title_case('TCAF NWONK-LLEW A') == 'Tcaf Nwonk-Llew A'

# %%
assert title_case('tcaf nwo') == 'Tcaf Nwo'

# %%
assert title_case('y mothe') == 'Y Mothe'

# %%
assert title_case('M') == 'M'

# %%
assert title_case('mm') == 'Mm'

# %%
assert title_case(' m') == 'M'

# %%
assert title_case('MY MOTHE') == 'My Mothe'

# %%
assert title_case(' MY MOTHER-IN-LAW') == 'My Mother-In-Law'

# %%
assert title_case('My Mother-In-Law ') == 'My Mother-In-Law'

# %%
assert title_case('ßMy Mother-In-Law') == 'SSmy Mother-In-Law'

# %%
assert title_case('0wal-ni-rehtom ym') == '0wal-Ni-Rehtom Ym'

# %%
assert title_case('mmy mother-in-lawmmy mother-in-law') == 'Mmy Mother-In-Lawmmy Mother-In-Law'

# %%
assert title_case('my  mothe') == 'My Mothe'

# %%
assert title_case('ßmy  mother-in-law') == 'SSmy Mother-In-Law'

# %%
assert title_case('wal-ni-rehtom  ym') == 'Wal-Ni-Rehtom Ym'

# %%
assert title_case('y mother-in-law ') == 'Y Mother-In-Law'

# %%
assert title_case('y mother-in-lawé') == 'Y Mother-In-Lawé'

# %%
assert title_case('My Mother-In-Lawé') == 'My Mother-In-Lawé'

# %%
assert title_case('ßßmy mother-in-law') == 'SSßmy Mother-In-Law'

# %%
assert title_case('My Mother-In-La') == 'My Mother-In-La'

# %%
assert title_case('my moth') == 'My Moth'

# %%
assert title_case('MY MOTHER-IN-LA') == 'My Mother-In-La'

# %%
assert title_case('X--') == 'X--'

# %%
assert title_case('x--y é') == 'X--Y É'

# %%
assert title_case('x--y  ') == 'X--Y'

# %%
assert title_case('x ') == 'X'

# %%
assert title_case('x0') == 'X0'

# %%
assert title_case(' x') == 'X'

# %%
assert title_case('ß--y') == 'SS--Y'

# %%
assert title_case('y--x ') == 'Y--X'

# %%
assert title_case('xx--y ') == 'Xx--Y'

# %%
assert title_case('X--Y0') == 'X--Y0'

# %%
assert title_case('-x') == '-X'

# %%
assert title_case('X') == 'X'

# %%
assert title_case('ßX--Y') == 'SSx--Y'
