# %%
a = BankAccount('Ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('a', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nna', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('aann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('annann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('nn', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0
