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
a = BankAccount('ann', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
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
a = BankAccount('', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
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
a = BankAccount('an', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
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
a = BankAccount('aann', 7)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 7
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 14)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 14
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
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
a = BankAccount('Ann', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('Ann', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('AnnAnn', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
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
a = BankAccount('ANN', 1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('a', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
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
a = BankAccount('a ', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ANNANN', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annann', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
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
a = BankAccount('NN', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
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
a = BankAccount('a', 4)
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
a = BankAccount('anné', 2)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 2
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nné', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('annéé', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ßanné', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anné', 4)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 4
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('nn', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', -1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1000000
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' ann', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann ', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann', 9)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 9
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
a = BankAccount(' ann', -5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -5
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
a = BankAccount('nna', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
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
a = BankAccount(' ann', 1000000)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 1000000
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('  ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount(' an', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
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
a = BankAccount('ané', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('anan', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aann', 10)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 10
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aannaann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('ann0', 0)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 0
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
a = BankAccount('', 6)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 6
assert isinstance(type(a).__dict__['balance'], property)

# %%
a = BankAccount('aann', -1)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == -1
assert isinstance(type(a).__dict__['balance'], property)
