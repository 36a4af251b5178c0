# %%
s = Stack()
s.push(1)
s.push(-2)
assert s.pop() == -2
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(0)
assert s.pop() == 0
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(1000002)
assert s.pop() == 1000002
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(2)
assert s.pop() == 2
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(4)
assert s.pop() == 4
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(1)
assert s.pop() == 1
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(2)
assert s.pop() == 2
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(3)
assert s.pop() == 3
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(2)
assert s.pop() == 2
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(2)
assert s.pop() == 2
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(7)
assert s.pop() == 7
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000001)
s.push(2)
assert s.pop() == 2
assert s.peek() == 1000001
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000001
assert s.is_empty() and s.size() == 0
