# %%
assert title_case(' well-known fact') == 'Well-Known Fact'

# %%
assert title_case('A Well-Known Fact') == 'A Well-Known Fact'

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
assert title_case('a well-known facté') == 'A Well-Known Facté'

# %%
assert title_case('a well-known fact ') == 'A Well-Known Fact'

# %%
assert title_case('a well-known facta well-known fact') == 'A Well-Known Facta Well-Known Fact'

# %%
assert title_case('a') == 'A'

# %%
assert title_case(' a well-known fact') == 'A Well-Known Fact'

# %%
assert title_case('A WELL-KNOWN FACT') == 'A Well-Known Fact'

# %%
assert title_case('tcaf nwonk-llew a') == 'Tcaf Nwonk-Llew A'

# %%
assert title_case('y mother-in-law') == 'Y Mother-In-Law'

# %%
assert title_case('wal-ni-rehtom ym') == 'Wal-Ni-Rehtom Ym'

# %%
assert title_case('m') == 'M'

# %%
assert title_case('MY MOTHER-IN-LAW') == 'My Mother-In-Law'

# %%
assert title_case('My Mother-In-Law') == 'My Mother-In-Law'

# %%
assert title_case('my mother-in-law0') == 'My Mother-In-Law0'

# %%
assert title_case('mmy mother-in-law') == 'Mmy Mother-In-Law'

# %%
assert title_case('my mothe') == 'My Mothe'

# %%
assert title_case('my mother-in-lawmy mother-in-law') == 'My Mother-In-Lawmy Mother-In-Law'

# %%
assert title_case('my  mother-in-law') == 'My Mother-In-Law'

# %%
assert title_case('my mother-in-law ') == 'My Mother-In-Law'

# %%
assert title_case('my mother-in-lawé') == 'My Mother-In-Lawé'

# %%
assert title_case(' my mother-in-law') == 'My Mother-In-Law'

# %%
assert title_case('ßmy mother-in-law') == 'SSmy Mother-In-Law'

# %%
assert title_case('my mother-in-la') == 'My Mother-In-La'

# %%
assert title_case('x--') == 'X--'

# %%
assert title_case('x--y ') == 'X--Y'

# %%
assert title_case('x') == 'X'

# %%
assert title_case('--y') == '--Y'

# %%
assert title_case('ßx--y') == 'SSx--Y'

# %%
assert title_case(' x--y') == 'X--Y'

# %%
assert title_case('xx--y') == 'Xx--Y'

# %%
assert title_case('x--y0') == 'X--Y0'

# %%
assert title_case('x--yé') == 'X--Yé'

# %%
assert title_case('y--x') == 'Y--X'

# %%
assert title_case('x-') == 'X-'

# %%
assert title_case('x--yx--y') == 'X--Yx--Y'

# %%
assert title_case('X--Y') == 'X--Y'
