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
s.push(1000000)
assert s.pop() == 1000000
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
s.push(1)
assert s.pop() == 1
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
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
s.push(1000000)
s.push(2)
assert s.pop() == 2
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(-2)
assert s.pop() == -2
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(-2)
assert s.pop() == -2
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(-2)
assert s.pop() == -2
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(-2)
assert s.pop() == -2
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(-2)
assert s.pop() == -2
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(0)
assert s.pop() == 0
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(0)
assert s.pop() == 0
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(0)
assert s.pop() == 0
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(500000)
assert s.pop() == 500000
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(999999)
assert s.pop() == 999999
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(-1000000)
assert s.pop() == -1000000
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(4)
assert s.pop() == 4
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(7)
assert s.pop() == 7
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(3)
assert s.pop() == 3
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(1)
assert s.pop() == 1
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(4)
assert s.pop() == 4
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(5)
assert s.pop() == 5
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(8)
assert s.pop() == 8
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(4)
assert s.pop() == 4
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(4)
assert s.pop() == 4
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(4)
assert s.pop() == 4
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(1)
assert s.pop() == 1
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(1)
assert s.pop() == 1
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(3)
s.push(2)
assert s.pop() == 2
assert s.peek() == 3
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 3
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(3)
assert s.pop() == 3
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(14)
s.push(2)
assert s.pop() == 2
assert s.peek() == 14
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 14
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(7)
assert s.pop() == 7
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-7)
s.push(2)
assert s.pop() == 2
assert s.peek() == -7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(6)
assert s.pop() == 6
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(3)
assert s.pop() == 3
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(3)
assert s.pop() == 3
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-2)
s.push(2)
assert s.pop() == 2
assert s.peek() == -2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(7)
assert s.pop() == 7
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(-7)
assert s.pop() == -7
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1000000)
s.push(2)
assert s.pop() == 2
assert s.peek() == -1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(500000)
s.push(2)
assert s.pop() == 2
assert s.peek() == 500000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 500000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(2)
s.push(-4)
assert s.pop() == -4
assert s.peek() == 2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(-4)
assert s.pop() == -4
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(7)
s.push(-3)
assert s.pop() == -3
assert s.peek() == 7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-2)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == -2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(500000)
assert s.pop() == 500000
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(999999)
assert s.pop() == 999999
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-7)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == -7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(8)
assert s.pop() == 8
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(14)
assert s.pop() == 14
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(0)
s.push(-3)
assert s.pop() == -3
assert s.peek() == 0
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 0
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(4)
s.push(4)
assert s.pop() == 4
assert s.peek() == 4
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 4
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(999999)
s.push(4)
assert s.pop() == 4
assert s.peek() == 999999
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 999999
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(8)
s.push(1)
assert s.pop() == 1
assert s.peek() == 8
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 8
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(6)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 6
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 6
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(14)
s.push(1000000)
assert s.pop() == 1000000
assert s.peek() == 14
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 14
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(8)
s.push(3)
assert s.pop() == 3
assert s.peek() == 8
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 8
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-7)
s.push(7)
assert s.pop() == 7
assert s.peek() == -7
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -7
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-4)
s.push(2)
assert s.pop() == 2
assert s.peek() == -4
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -4
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-1)
s.push(6)
assert s.pop() == 6
assert s.peek() == -1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(999999)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 999999
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 999999
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-2)
s.push(3)
assert s.pop() == 3
assert s.peek() == -2
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -2
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(4)
s.push(0)
assert s.pop() == 0
assert s.peek() == 4
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 4
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(4)
s.push(-1)
assert s.pop() == -1
assert s.peek() == 4
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 4
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1000000)
s.push(8)
assert s.pop() == 8
assert s.peek() == 1000000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1000000
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(-14)
assert s.pop() == -14
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(1)
s.push(-8)
assert s.pop() == -8
assert s.peek() == 1
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 1
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(999999)
s.push(1)
assert s.pop() == 1
assert s.peek() == 999999
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == 999999
assert s.is_empty() and s.size() == 0

# %%
s = Stack()
s.push(-500000)
s.push(2)
assert s.pop() == 2
assert s.peek() == -500000
assert s.size() == 1
assert not s.is_empty()
assert s.pop() == -500000
assert s.is_empty() and s.size() == 0
