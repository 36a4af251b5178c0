# %%
s = Stack()
try:
    s.pop()
except IndexError as e:
    assert str(e) == 'pop from empty stack', str(e)
else:
    raise AssertionError('pop on empty stack did not raise')

# %% held-out
s = Stack()
s.push(1)
s.pop()
try:
    s.peek()
except IndexError as e:
    assert str(e) == 'peek from empty stack', str(e)
else:
    raise AssertionError('peek on empty stack did not raise')
