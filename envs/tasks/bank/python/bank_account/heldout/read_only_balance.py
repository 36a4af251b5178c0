# %%
a = BankAccount('ßann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANN', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 1000005)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000005
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann0', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('an', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nn', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)
