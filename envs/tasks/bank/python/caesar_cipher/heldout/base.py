# %%
assert caesar_cipher('Abc', 1) == 'Bcd'

# %%
assert caesar_cipher('ABC', 1) == 'BCD'

# %%
assert caesar_cipher('abc ', 1) == 'bcd '

# %%
assert caesar_cipher('abcabc', 1) == 'bcdbcd'

# %%
assert caesar_cipher(' abc', 1) == ' bcd'

# %%
assert caesar_cipher('abc', 7) == 'hij'

# %%
assert caesar_cipher('ab', 1) == 'bc'

# %%
assert caesar_cipher('', 1) == ''

# %%
assert caesar_cipher('bc', 1) == 'cd'

# %%
assert caesar_cipher('a', 1) == 'b'

# %%
assert caesar_cipher('abc', 0) == 'abc'

# %%
assert caesar_cipher('abc', 1000000) == 'opq'

# %%
assert caesar_cipher('cba', 1) == 'dcb'

# %%
assert caesar_cipher('abc0', 1) == 'bcd0'

# %%
assert caesar_cipher('xyz', 2) == 'zab'

# %%
assert caesar_cipher('yz', 3) == 'bc'

# %%
assert caesar_cipher('xxyz', 3) == 'aabc'

# %%
assert caesar_cipher('xy', 3) == 'ab'

# %%
assert caesar_cipher('xyz ', 3) == 'abc '

# %%
assert caesar_cipher('xyz', 4) == 'bcd'

# %%
assert caesar_cipher('xyz', -3) == 'uvw'

# %%
assert caesar_cipher('xyz', 1) == 'yza'

# %%
assert caesar_cipher('xyz', -1) == 'wxy'

# %%
assert caesar_cipher('x', 3) == 'a'

# %%
assert caesar_cipher('XYZ', 3) == 'ABC'

# %%
assert caesar_cipher('xyz', 6) == 'def'

# %%
assert caesar_cipher('xyzxyz', 3) == 'abcabc'

# %%
assert caesar_cipher('Xyz', 3) == 'Abc'

# %%
assert caesar_cipher('xyz0', 3) == 'abc0'

# %%
assert caesar_cipher('zyx', 3) == 'cba'

# %%
assert caesar_cipher(' xyz', 3) == ' abc'

# %%
assert caesar_cipher('xyz', 1000000) == 'lmn'

# %%
assert caesar_cipher('xyz', 7) == 'efg'

# %%
assert caesar_cipher('Hello, World!', 10) == 'Rovvy, Gybvn!'

# %%
assert caesar_cipher('Hello,  World!', 5) == 'Mjqqt,  Btwqi!'

# %%
assert caesar_cipher('Hello, World!', 2) == 'Jgnnq, Yqtnf!'

# %%
assert caesar_cipher('Hello, World!', 1) == 'Ifmmp, Xpsme!'

# %%
assert caesar_cipher('!dlroW ,olleH', 5) == '!iqwtB ,tqqjM'

# %%
assert caesar_cipher('', 5) == ''

# %%
assert caesar_cipher('HELLO, WORLD!', 5) == 'MJQQT, BTWQI!'

# %%
assert caesar_cipher(' Hello, World!', 5) == ' Mjqqt, Btwqi!'

# %%
assert caesar_cipher('Hello, World!', 7) == 'Olssv, Dvysk!'

# %%
assert caesar_cipher('Hello, World!', 0) == 'Hello, World!'

# %%
assert caesar_cipher('Hello, World!', 6) == 'Nkrru, Cuxrj!'

# %%
assert caesar_cipher('H', 5) == 'M'

# %%
assert caesar_cipher('hELLO, wORLD!', 5) == 'mJQQT, bTWQI!'

# %%
assert caesar_cipher('Hello, World!', 1000000) == 'Vszzc, Kcfzr!'

# %%
assert caesar_cipher('Hello, World', 5) == 'Mjqqt, Btwqi'

# %%
assert caesar_cipher('HHello, World!', 5) == 'MMjqqt, Btwqi!'

# %%
assert caesar_cipher('Hello, World!0', 5) == 'Mjqqt, Btwqi!0'

# %%
assert caesar_cipher('Hello, World! ', 5) == 'Mjqqt, Btwqi! '

# %%
assert caesar_cipher('Hello, World!', 4) == 'Lipps, Asvph!'

# %%
assert caesar_cipher('ello, World!', 5) == 'jqqt, Btwqi!'

# %%
assert caesar_cipher('ABC', -1) == 'ZAB'

# %%
assert caesar_cipher('bc', -1) == 'ab'

# %%
assert caesar_cipher('abc', -2) == 'yza'

# %%
assert caesar_cipher(' abc', -1) == ' zab'

# %%
assert caesar_cipher('ab', -1) == 'za'

# %%
assert caesar_cipher('abc ', -1) == 'zab '

# %%
assert caesar_cipher('aabc', -1) == 'zzab'

# %%
assert caesar_cipher('abcabc', -1) == 'zabzab'

# %%
assert caesar_cipher('cba', -1) == 'baz'

# %%
assert caesar_cipher('Abc', -1) == 'Zab'

# %%
assert caesar_cipher('', -1) == ''

# %%
assert caesar_cipher('abc0', -1) == 'zab0'

# %%
assert caesar_cipher('', 27) == ''

# %%
assert caesar_cipher('abc0', 27) == 'bcd0'

# %%
assert caesar_cipher('bc', 27) == 'cd'

# %%
assert caesar_cipher('a', 27) == 'b'

# %%
assert caesar_cipher('Abc', 27) == 'Bcd'

# %%
assert caesar_cipher('ABC', 27) == 'BCD'

# %%
assert caesar_cipher('abc', 13) == 'nop'

# %%
assert caesar_cipher('abc', 28) == 'cde'

# %%
assert caesar_cipher(' abc', 27) == ' bcd'

# %%
assert caesar_cipher('cba', 27) == 'dcb'

# %%
assert caesar_cipher('abc ', 27) == 'bcd '

# %%
assert caesar_cipher('aabc', 27) == 'bbcd'

# %%
assert caesar_cipher('abc', 54) == 'cde'

# %%
assert caesar_cipher('abcabc', 27) == 'bcdbcd'

# %%
assert caesar_cipher('abc', 26) == 'abc'
