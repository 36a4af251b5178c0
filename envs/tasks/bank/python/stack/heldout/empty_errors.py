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
s.push(1000001)
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
s.push(1000002)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-1000001)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(2000001)
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
s.push(2000002)
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
s.push(1000007)
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
s.push(2000000)
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
s.push(1999999)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1999998)
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
s.push(-1000002)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1000003)
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
s.push(2000004)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-2000002)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-500001)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(3000001)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(4000002)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-2000001)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1500000)
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
s.push(3000002)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(2000003)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(4000004)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(999993)
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
s.push(500003)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(2000007)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(2000014)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(-1000007)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1000008)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')

# %%
s = Stack()
s.push(1000006)
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
s.push(1000014)
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

# %%
s = Stack()
s.push(1000004)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')
