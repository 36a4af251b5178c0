# %%
s = Stack()
s.push('xé')
assert repr(s) == "Stack(['xé'])"

# %%
s = Stack()
s.push('xx')
assert repr(s) == "Stack(['xx'])"

# %%
s = Stack()
s.push(' x')
assert repr(s) == "Stack([' x'])"

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
s.push('x ')
assert repr(s) == "Stack(['x '])"

# %%
s = Stack()
s.push('ßx')
assert repr(s) == "Stack(['ßx'])"

# %%
s = Stack()
s.push('X')
assert repr(s) == "Stack(['X'])"

# %%
s = Stack()
s.push(1)
assert repr(s) == 'Stack([1])'

# %%
s = Stack()
s.push(-1)
assert repr(s) == 'Stack([-1])'

# %%
s = Stack()
s.push(2)
assert repr(s) == 'Stack([2])'

# %%
s = Stack()
s.push(7)
assert repr(s) == 'Stack([7])'

# %%
s = Stack()
s.push(1000001)
assert repr(s) == 'Stack([1000001])'

# %%
s = Stack()
s.push(3)
assert repr(s) == 'Stack([3])'

# %%
s = Stack()
s.push(4)
assert repr(s) == 'Stack([4])'

# %%
s = Stack()
s.push(1000002)
assert repr(s) == 'Stack([1000002])'

# %%
s = Stack()
s.push(-3)
assert repr(s) == 'Stack([-3])'

# %%
s = Stack()
s.push(6)
assert repr(s) == 'Stack([6])'

# %%
s = Stack()
s.push(1000003)
assert repr(s) == 'Stack([1000003])'

# %%
s = Stack()
s.push('xé0')
assert repr(s) == "Stack(['xé0'])"

# %%
s = Stack()
s.push('é')
assert repr(s) == "Stack(['é'])"

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
s.push('Xé')
assert repr(s) == "Stack(['Xé'])"

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
s.push('xxé')
assert repr(s) == "Stack(['xxé'])"

# %%
s = Stack()
s.push(' xé')
assert repr(s) == "Stack([' xé'])"

# %%
s = Stack()
s.push('xx0')
assert repr(s) == "Stack(['xx0'])"

# %%
s = Stack()
s.push('xxxx')
assert repr(s) == "Stack(['xxxx'])"

# %%
s = Stack()
s.push('XX')
assert repr(s) == "Stack(['XX'])"

# %%
s = Stack()
s.push('xx ')
assert repr(s) == "Stack(['xx '])"

# %%
s = Stack()
s.push(' xx')
assert repr(s) == "Stack([' xx'])"

# %%
s = Stack()
s.push('xxx')
assert repr(s) == "Stack(['xxx'])"

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
s.push(' x0')
assert repr(s) == "Stack([' x0'])"

# %%
s = Stack()
s.push(' X')
assert repr(s) == "Stack([' X'])"

# %%
s = Stack()
s.push(' x x')
assert repr(s) == "Stack([' x x'])"

# %%
s = Stack()
s.push('  x')
assert repr(s) == "Stack(['  x'])"

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
s.push('x 0')
assert repr(s) == "Stack(['x 0'])"

# %%
s = Stack()
s.push('x x ')
assert repr(s) == "Stack(['x x '])"

# %%
s = Stack()
s.push('ßx ')
assert repr(s) == "Stack(['ßx '])"

# %%
s = Stack()
s.push('x  ')
assert repr(s) == "Stack(['x  '])"

# %%
s = Stack()
s.push('SSX')
assert repr(s) == "Stack(['SSX'])"

# %%
s = Stack()
s.push('ßßx')
assert repr(s) == "Stack(['ßßx'])"

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
s.push(999999)
assert repr(s) == 'Stack([999999])'

# %%
s = Stack()
s.push(1000007)
assert repr(s) == 'Stack([1000007])'

# %%
s = Stack()
s.push(14)
assert repr(s) == 'Stack([14])'

# %%
s = Stack()
s.push(8)
assert repr(s) == 'Stack([8])'

# %%
s = Stack()
s.push(-7)
assert repr(s) == 'Stack([-7])'

# %%
s = Stack()
s.push(-1000001)
assert repr(s) == 'Stack([-1000001])'

# %%
s = Stack()
s.push(1000000)
assert repr(s) == 'Stack([1000000])'

# %%
s = Stack()
s.push(2000002)
assert repr(s) == 'Stack([2000002])'

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
s.push(1000004)
assert repr(s) == 'Stack([1000004])'

# %%
s = Stack()
s.push(-1000002)
assert repr(s) == 'Stack([-1000002])'

# %%
s = Stack()
s.push(2000004)
assert repr(s) == 'Stack([2000004])'

# %%
s = Stack()
s.push(999998)
assert repr(s) == 'Stack([999998])'

# %%
s = Stack()
s.push(999997)
assert repr(s) == 'Stack([999997])'

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
s.push(1000006)
assert repr(s) == 'Stack([1000006])'

# %%
s = Stack()
s.push(-1000003)
assert repr(s) == 'Stack([-1000003])'

# %%
s = Stack()
s.push(2000006)
assert repr(s) == 'Stack([2000006])'

# %%
s = Stack()
s.push(2000003)
assert repr(s) == 'Stack([2000003])'
