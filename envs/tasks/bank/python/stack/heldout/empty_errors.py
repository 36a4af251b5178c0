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
