# %%
s = Stack()
s.push('xx')
assert repr(s) == "Stack(['xx'])"

# %%
s = Stack()
s.push('x0')
assert repr(s) == "Stack(['x0'])"

# %%
s = Stack()
s.push('')
assert repr(s) == "Stack([''])"

# %%
s = Stack()
s.push(1)
assert repr(s) == 'Stack([1])'

# %%
s = Stack()
s.push(7)
assert repr(s) == 'Stack([7])'

# %%
s = Stack()
s.push(1000000)
assert repr(s) == 'Stack([1000000])'

# %%
s = Stack()
s.push(0)
assert repr(s) == 'Stack([0])'

# %%
s = Stack()
s.push(6)
assert repr(s) == 'Stack([6])'

# %%
s = Stack()
s.push('xé0')
assert repr(s) == "Stack(['xé0'])"

# %%
s = Stack()
s.push('xéé')
assert repr(s) == "Stack(['xéé'])"

# %%
s = Stack()
s.push('éx')
assert repr(s) == "Stack(['éx'])"

# %%
s = Stack()
s.push('ßxé')
assert repr(s) == "Stack(['ßxé'])"

# %%
s = Stack()
s.push('XÉ')
assert repr(s) == "Stack(['XÉ'])"

# %%
s = Stack()
s.push('xéxé')
assert repr(s) == "Stack(['xéxé'])"

# %%
s = Stack()
s.push('xé ')
assert repr(s) == "Stack(['xé '])"

# %%
s = Stack()
s.push('xx0')
assert repr(s) == "Stack(['xx0'])"

# %%
s = Stack()
s.push('XX')
assert repr(s) == "Stack(['XX'])"

# %%
s = Stack()
s.push('Xx')
assert repr(s) == "Stack(['Xx'])"

# %%
s = Stack()
s.push('ßxx')
assert repr(s) == "Stack(['ßxx'])"

# %%
s = Stack()
s.push('ß x')
assert repr(s) == "Stack(['ß x'])"

# %%
s = Stack()
s.push(' x ')
assert repr(s) == "Stack([' x '])"

# %%
s = Stack()
s.push('x0 ')
assert repr(s) == "Stack(['x0 '])"

# %%
s = Stack()
s.push('x00')
assert repr(s) == "Stack(['x00'])"

# %%
s = Stack()
s.push('0x')
assert repr(s) == "Stack(['0x'])"

# %%
s = Stack()
s.push('0')
assert repr(s) == "Stack(['0'])"

# %%
s = Stack()
s.push('x0x0')
assert repr(s) == "Stack(['x0x0'])"

# %%
s = Stack()
s.push('ßx0')
assert repr(s) == "Stack(['ßx0'])"

# %%
s = Stack()
s.push('X0')
assert repr(s) == "Stack(['X0'])"

# %%
s = Stack()
s.push('ß')
assert repr(s) == "Stack(['ß'])"

# %%
s = Stack()
s.push('X ')
assert repr(s) == "Stack(['X '])"

# %%
s = Stack()
s.push('xß')
assert repr(s) == "Stack(['xß'])"

# %%
s = Stack()
s.push('SSX')
assert repr(s) == "Stack(['SSX'])"

# %%
s = Stack()
s.push(' ßx')
assert repr(s) == "Stack([' ßx'])"

# %%
s = Stack()
s.push('Ssx')
assert repr(s) == "Stack(['Ssx'])"

# %%
s = Stack()
s.push('ßxßx')
assert repr(s) == "Stack(['ßxßx'])"

# %%
s = Stack()
s.push('ßX')
assert repr(s) == "Stack(['ßX'])"

# %%
s = Stack()
s.push(14)
assert repr(s) == 'Stack([14])'

# %%
s = Stack()
s.push(5)
assert repr(s) == 'Stack([5])'

# %%
s = Stack()
s.push(-4)
assert repr(s) == 'Stack([-4])'

# %%
s = Stack()
s.push(-6)
assert repr(s) == 'Stack([-6])'

# %%
s = Stack()
s.push(12)
assert repr(s) == 'Stack([12])'

# %%
s = Stack()
s.push('xé0xé0')
assert repr(s) == "Stack(['xé0xé0'])"

# %%
s = Stack()
s.push('xÉ')
assert repr(s) == "Stack(['xÉ'])"

# %%
s = Stack()
s.push('Ssxé')
assert repr(s) == "Stack(['Ssxé'])"

# %%
s = Stack()
s.push(' ßxé')
assert repr(s) == "Stack([' ßxé'])"

# %%
s = Stack()
s.push('XÉ ')
assert repr(s) == "Stack(['XÉ '])"

# %%
s = Stack()
s.push('éxéx')
assert repr(s) == "Stack(['éxéx'])"

# %%
s = Stack()
s.push('éxx')
assert repr(s) == "Stack(['éxx'])"

# %%
s = Stack()
s.push('  xé')
assert repr(s) == "Stack(['  xé'])"

# %%
s = Stack()
s.push('xé  ')
assert repr(s) == "Stack(['xé  '])"

# %%
s = Stack()
s.push('Xx0')
assert repr(s) == "Stack(['Xx0'])"

# %%
s = Stack()
s.push('xx0 ')
assert repr(s) == "Stack(['xx0 '])"

# %%
s = Stack()
s.push('Xxxx')
assert repr(s) == "Stack(['Xxxx'])"

# %%
s = Stack()
s.push('xxx0')
assert repr(s) == "Stack(['xxx0'])"

# %%
s = Stack()
s.push('xxx ')
assert repr(s) == "Stack(['xxx '])"

# %%
s = Stack()
s.push('ßxx0')
assert repr(s) == "Stack(['ßxx0'])"

# %%
s = Stack()
s.push('ßßxx')
assert repr(s) == "Stack(['ßßxx'])"

# %%
s = Stack()
s.push('ß ')
assert repr(s) == "Stack(['ß '])"

# %%
s = Stack()
s.push('  x0')
assert repr(s) == "Stack(['  x0'])"

# %%
s = Stack()
s.push('ß X')
assert repr(s) == "Stack(['ß X'])"

# %%
s = Stack()
s.push('ß0x')
assert repr(s) == "Stack(['ß0x'])"

# %%
s = Stack()
s.push('ß0')
assert repr(s) == "Stack(['ß0'])"

# %%
s = Stack()
s.push('x0éé')
assert repr(s) == "Stack(['x0éé'])"

# %%
s = Stack()
s.push(' ßx0')
assert repr(s) == "Stack([' ßx0'])"

# %%
s = Stack()
s.push('0xß')
assert repr(s) == "Stack(['0xß'])"

# %%
s = Stack()
s.push('Ss')
assert repr(s) == "Stack(['Ss'])"

# %%
s = Stack()
s.push('X 0')
assert repr(s) == "Stack(['X 0'])"

# %%
s = Stack()
s.push('x é ')
assert repr(s) == "Stack(['x é '])"

# %%
s = Stack()
s.push('X X ')
assert repr(s) == "Stack(['X X '])"

# %%
s = Stack()
s.push('ßx  ')
assert repr(s) == "Stack(['ßx  '])"

# %%
s = Stack()
s.push('XSS')
assert repr(s) == "Stack(['XSS'])"

# %%
s = Stack()
s.push('SSX ')
assert repr(s) == "Stack(['SSX '])"

# %%
s = Stack()
s.push('  ßx')
assert repr(s) == "Stack(['  ßx'])"

# %%
s = Stack()
s.push('xßß')
assert repr(s) == "Stack(['xßß'])"

# %%
s = Stack()
s.push('SsxSsx')
assert repr(s) == "Stack(['SsxSsx'])"

# %%
s = Stack()
s.push('xßxß')
assert repr(s) == "Stack(['xßxß'])"

# %%
s = Stack()
s.push('ßxßx0')
assert repr(s) == "Stack(['ßxßx0'])"

# %%
s = Stack()
s.push(9)
assert repr(s) == 'Stack([9])'

# %%
s = Stack()
s.push(-8)
assert repr(s) == 'Stack([-8])'

# %%
s = Stack()
s.push(-5)
assert repr(s) == 'Stack([-5])'
