# %%
s = Stack()
s.push(0)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-1)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1000000)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(7)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(2)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-2)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(999999)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-1000000)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(500000)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-7)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(3)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(14)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(6)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(8)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(4)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-4)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-3)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-999999)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(499999)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(999998)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-500000)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(500001)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(250000)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-14)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-8)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-6)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(15)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(28)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(13)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(5)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(12)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(9)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(16)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')
