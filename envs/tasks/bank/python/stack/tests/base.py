# %%
s = Stack()
s.push(1)
s.push(2)
assert s.pop() == 2
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %% held-out
s = Stack()
for ch in 'abc':
    s.push(ch)
assert [s.pop(), s.pop(), s.pop()] == ['c', 'b', 'a']
