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

# %%
a = BankAccount('Ann0', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('A', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ANN', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('Anné', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('Ann', 50)
try:
    a.withdraw(500.09999999999997)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nnA', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('An', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('aa', 50)
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
assert a.withdraw(49) == 1

# %%
a = BankAccount('a', 50)
try:
    a.withdraw(500.09999999999997)
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
assert a.withdraw(1) == 49

# %%
a = BankAccount('a', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('a0', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('a ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nna0', 50)
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
assert a.withdraw(49) == 1

# %%
a = BankAccount('nna', 50)
try:
    a.withdraw(50.51)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ßnna', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('n', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nnanna', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nnaé', 50)
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
assert a.withdraw(7) == 43

# %%
a = BankAccount('nnaa', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('aann ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('aannaann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('anné', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('ann ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(6) == 44

# %%
a = BankAccount('nna', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('ann', 49)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 49
assert a.withdraw(7) == 42

# %%
a = BankAccount('ßann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(14) == 36

# %%
a = BankAccount(' ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('nn', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(7) == 43

# %%
a = BankAccount('annann ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ßannann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('annann', 50)
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
assert a.withdraw(1) == 49

# %%
a = BankAccount('nnann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount(' annann', 50)
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
    a.withdraw(500.09999999999997)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('', 50)
try:
    a.withdraw(50.51)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('ß', 50)
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
assert a.withdraw(25) == 25

# %%
a = BankAccount('0', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount(' ', 50)
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
assert a.withdraw(49) == 1

# %%
a = BankAccount('Ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('ann', 49)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 49
assert a.withdraw(49) == 0

# %%
a = BankAccount('ANN', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('aann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('ann ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('ann0', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('an', 50)
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
    a.withdraw(50.51)
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
assert a.withdraw(48) == 2

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(500.09999999999997)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('ßann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('an', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('ann', 49)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 49
assert a.withdraw(1) == 48

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(2) == 48

# %%
a = BankAccount('aann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('ANN', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('ann', 1)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 1
assert a.withdraw(1) == 0

# %%
a = BankAccount('ann ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.51)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(1) == 49

# %%
a = BankAccount('ann', 7)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 7
assert a.withdraw(1) == 6

# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(500.09999999999997)
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
assert a.withdraw(25) == 25

# %%
a = BankAccount('Nn', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nn', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(49) == 1

# %%
a = BankAccount('NN', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nn ', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %%
a = BankAccount('nn', 50)
try:
    a.withdraw(500.09999999999997)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0
