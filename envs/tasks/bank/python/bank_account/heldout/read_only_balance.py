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
a = BankAccount('ßann', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßann', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('é', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 1000007)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000007
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nn', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann0', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' nna', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßann ', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nnA', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aNN', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('an', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aann', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 1000005)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000005
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nnann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann ', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANN', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANN', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANN', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANNé', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 1000004)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000004
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annéanné', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', 1000005)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000005
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aanné', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßann', 1000005)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000005
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('an', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 1000002)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000002
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANN', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 999995)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 999995
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nn', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nna', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Nna', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßnna', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' Ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ß ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' ann', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann0', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann0', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aann0', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nn', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nnaa', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßaann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 12)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 12
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)
