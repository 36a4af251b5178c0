# %%
assert caesar_cipher('dcb', 1, decode=True) == 'cba'

# %%
assert caesar_cipher('bcd', 0, decode=True) == 'bcd'

# %%
assert caesar_cipher('bcd0', 1, decode=True) == 'abc0'

# %%
assert caesar_cipher('b', 1, decode=True) == 'a'

# %%
assert caesar_cipher('bbcd', 1, decode=True) == 'aabc'

# %%
assert caesar_cipher('bcd', 7, decode=True) == 'uvw'

# %%
assert caesar_cipher(' bcd', 1, decode=True) == ' abc'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 0), 11, decode=True) == 'Otqgp, odd!'

# %%
assert caesar_cipher(caesar_cipher('ZZebra, zoo!', 11), 11, decode=True) == 'ZZebra, zoo!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 5), 11, decode=True) == 'Tyvlu, tii!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, Zoo!', 11), 11, decode=True) == 'Zebra, Zoo!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 10), 11, decode=True) == 'Ydaqz, ynn!'

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
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -11), 11, decode=True) == 'Difve, dss!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo', 11), 11, decode=True) == 'Zebra, zoo'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!', 11), 11, decode=True) == 'ZEBRA, ZOO!'

# %%
assert caesar_cipher(caesar_cipher('', 11), 11, decode=True) == ''

# %%
assert caesar_cipher('abc', 1000000, decode=False) == 'opq'

# %%
assert caesar_cipher('', 1, decode=False) == ''

# %%
assert caesar_cipher('abcabc', 1, decode=False) == 'bcdbcd'

# %%
assert caesar_cipher('bc', 1, decode=False) == 'cd'

# %%
assert caesar_cipher('abc', 7, decode=False) == 'hij'

# %%
assert caesar_cipher('ab', 1, decode=False) == 'bc'

# %%
assert caesar_cipher(' abc', 1, decode=False) == ' bcd'

# %%
assert caesar_cipher('abc', -1, decode=False) == 'zab'

# %%
assert caesar_cipher('d', 1, decode=True) == 'c'

# %%
assert caesar_cipher('bc', 0, decode=True) == 'bc'

# %%
assert caesar_cipher('b', 0, decode=True) == 'b'

# %%
assert caesar_cipher('c', 1, decode=True) == 'b'

# %%
assert caesar_cipher('bcd', 0, decode=False) == 'bcd'

# %%
assert caesar_cipher('bcd ', 2, decode=True) == 'zab '

# %%
assert caesar_cipher('bcdbcd', 1000000, decode=True) == 'nopnop'

# %%
assert caesar_cipher('dcb', 1000000, decode=True) == 'pon'

# %%
assert caesar_cipher(' bc', 1, decode=True) == ' ab'

# %%
assert caesar_cipher('BCD', 7, decode=True) == 'UVW'

# %%
assert caesar_cipher('b', 1000000, decode=True) == 'n'

# %%
assert caesar_cipher('b', -1, decode=True) == 'c'

# %%
assert caesar_cipher('0', 1, decode=True) == '0'

# %%
assert caesar_cipher('bbcd', 1, decode=False) == 'ccde'

# %%
assert caesar_cipher('', 7, decode=True) == ''

# %%
assert caesar_cipher(' bcd', 1000000, decode=True) == ' nop'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -1), 1, decode=True) == 'Xczpy, xmm!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -1), 22, decode=True) == 'Cheud, crr!'

# %%
assert caesar_cipher(caesar_cipher('ZZebra, zoo!', 11), 12, decode=True) == 'YYdaqz, ynn!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 5), 0, decode=True) == 'Ejgwf, ett!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, Zoo!', 10), 11, decode=True) == 'Ydaqz, Ynn!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!Zebra, zoo!', 11), 12, decode=True) == 'Ydaqz, ynn!Ydaqz, ynn!'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!0', 11), 11, decode=True) == 'ZEBRA, ZOO!0'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!0', 11), 7, decode=True) == 'Difve, dss!0'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!', 12), 11, decode=True) == 'AFCSB, APP!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!0', 12), 11, decode=True) == 'Afcsb, app!0'

# %%
assert caesar_cipher(caesar_cipher('zEBRA', 11), 11, decode=True) == 'zEBRA'

# %%
assert caesar_cipher(caesar_cipher('Zebra', 1000000), 11, decode=True) == 'Cheud'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!Zebra, zoo!', 1), 11, decode=True) == 'Purhq, pee!Purhq, pee!'

# %%
assert caesar_cipher(caesar_cipher('zEBRA, ZOO!', 11), 12, decode=True) == 'yDAQZ, YNN!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', -10), 11, decode=True) == 'Ejgwf, ett!'

# %%
assert caesar_cipher(caesar_cipher('Zebra,  zoo!', -11), 11, decode=True) == 'Difve,  dss!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 8, decode=True) == 'Cheud, crr!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo', -1), 11, decode=True) == 'Nspfo, ncc'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!', 11), 1, decode=True) == 'JOLBK, JYY!'

# %%
assert caesar_cipher(caesar_cipher('ZEBRA, ZOO!', 7), 11, decode=True) == 'VAXNW, VKK!'

# %%
assert caesar_cipher(caesar_cipher('Zebra,  zoo!', 11), 5, decode=True) == 'Fkhxg,  fuu!'

# %%
assert caesar_cipher(caesar_cipher('Zebra, zoo! ', 11), 5, decode=True) == 'Fkhxg, fuu! '

# %%
assert caesar_cipher('aabc', 1000000, decode=False) == 'oopq'

# %%
assert caesar_cipher('aa', 1, decode=False) == 'bb'

# %%
assert caesar_cipher('0', 1, decode=False) == '0'

# %%
assert caesar_cipher('a', 1000000, decode=False) == 'o'

# %%
assert caesar_cipher('ABC', 1, decode=True) == 'ZAB'

# %%
assert caesar_cipher('0cba', 1, decode=False) == '0dcb'

# %%
assert caesar_cipher('aab', 1, decode=False) == 'bbc'

# %%
assert caesar_cipher('ab', 7, decode=False) == 'hi'

# %%
assert caesar_cipher('aabc', 2, decode=False) == 'ccde'

# %%
assert caesar_cipher(' ABC', 1, decode=False) == ' BCD'

# %%
assert caesar_cipher(' abc ', 1, decode=False) == ' bcd '

# %%
assert caesar_cipher('Abc', 7, decode=False) == 'Hij'
