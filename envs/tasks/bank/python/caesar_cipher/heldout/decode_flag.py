# %%
assert caesar_cipher('dcb', 1, decode=True) == 'cba'

# %%
assert caesar_cipher('bcd', 0, decode=True) == 'bcd'

# %%
assert caesar_cipher('bcd0', 1, decode=True) == 'abc0'

# %%
assert caesar_cipher('bcd', -1, decode=True) == 'cde'

# %%
assert caesar_cipher('cd', 1, decode=True) == 'bc'

# %%
assert caesar_cipher('Bcd', 1, decode=True) == 'Abc'

# %%
assert caesar_cipher('bcd', 1, decode=False) == 'cde'

# %%
assert caesar_cipher('bcd', 2, decode=True) == 'zab'

# %%
assert caesar_cipher('bcdbcd', 1, decode=True) == 'abcabc'

# %%
assert caesar_cipher('bcd', 1000001, decode=True) == 'mno'

# %%
assert caesar_cipher('bc', 1, decode=True) == 'ab'

# %%
assert caesar_cipher('bcd ', 1, decode=True) == 'abc '

# %%
assert caesar_cipher('BCD', 1, decode=True) == 'ABC'

# %%
assert caesar_cipher('b', 1, decode=True) == 'a'

# %%
assert caesar_cipher('', 1, decode=True) == ''

# %%
assert caesar_cipher('bbcd', 1, decode=True) == 'aabc'

# %%
assert caesar_cipher('bcd', 7, decode=True) == 'uvw'

# %%
assert caesar_cipher(' bcd', 1, decode=True) == ' abc'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -1), 11, decode=True) == 'Nspfo, ncc!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 0), 11, decode=True) == 'Otqgp, odd!'

# %%
assert caesar_cipher(caesar_cipher('ZZebra, zoo!', 11), 11, decode=True) == 'ZZebra, zoo!'

# %%
assert caesar_cipher(caesar_cipher('Z', 11), 11, decode=True) == 'Z'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 5), 11, decode=True) == 'Tyvlu, tii!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 1, decode=True) == 'Jolbk, jyy!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, Zoo!', 11), 11, decode=True) == 'Zebra, Zoo!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 12, decode=True) == 'Ydaqz, ynn!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 10), 11, decode=True) == 'Ydaqz, ynn!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!Zebra, zoo!', 11), 11, decode=True) == 'Zebra, zoo!Zebra, zoo!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 22, decode=True) == 'Otqgp, odd!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!0', 11), 11, decode=True) == 'Zebra, zoo!0'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 12), 11, decode=True) == 'Afcsb, app!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 10, decode=True) == 'Afcsb, app!'

# %%
assert caesar_cipher(caesar_cipher('Zebra,  zoo!', 11), 11, decode=True) == 'Zebra,  zoo!'

# %%
assert caesar_cipher(caesar_cipher('Zebra', 11), 11, decode=True) == 'Zebra'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 1), 11, decode=True) == 'Purhq, pee!'

# %%
assert caesar_cipher(caesar_cipher('zEBRA, ZOO!', 11), 11, decode=True) == 'zEBRA, ZOO!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -11), 11, decode=True) == 'Difve, dss!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 7, decode=True) == 'Difve, dss!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo', 11), 11, decode=True) == 'Zebra, zoo'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!', 11), 11, decode=True) == 'ZEBRA, ZOO!'

# %%
assert caesar_cipher(caesar_cipher('', 11), 11, decode=True) == ''

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 5, decode=True) == 'Fkhxg, fuu!'

# %%
assert caesar_cipher('abc', 1000001, decode=False) == 'pqr'

# %%
assert caesar_cipher('aabc', 1, decode=False) == 'bbcd'

# %%
assert caesar_cipher('', 1, decode=False) == ''

# %%
assert caesar_cipher('a', 1, decode=False) == 'b'

# %%
assert caesar_cipher('abcabc', 1, decode=False) == 'bcdbcd'

# %%
assert caesar_cipher('bc', 1, decode=False) == 'cd'

# %%
assert caesar_cipher('ABC', 1, decode=False) == 'BCD'

# %%
assert caesar_cipher('abc0', 1, decode=False) == 'bcd0'

# %%
assert caesar_cipher('abc', 1, decode=True) == 'zab'

# %%
assert caesar_cipher('abc', 7, decode=False) == 'hij'

# %%
assert caesar_cipher('ab', 1, decode=False) == 'bc'

# %%
assert caesar_cipher('abc ', 1, decode=False) == 'bcd '

# %%
assert caesar_cipher('abc', 0, decode=False) == 'abc'

# %%
assert caesar_cipher('abc', 2, decode=False) == 'cde'

# %%
assert caesar_cipher(' abc', 1, decode=False) == ' bcd'

# %%
assert caesar_cipher('Abc', 1, decode=False) == 'Bcd'

# %%
assert caesar_cipher('abc', -1, decode=False) == 'zab'

# %%
assert caesar_cipher('cba', 1, decode=False) == 'dcb'
