# %%
a, b = (BankAccount('ann', 100), BankAccount('BOB', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('anné', 100), BankAccount('bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('ann', 99), BankAccount('bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (59, 45)

# %%
a, b = (BankAccount('ann', 101), BankAccount('bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (61, 45)

# %%
a, b = (BankAccount('ann', 100), BankAccount('ob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('ann', 100), BankAccount('bob ', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('ann', -10), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-10, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount(' bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('BOB'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', 7), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (7, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('bob'))
try:
    a.transfer(b, 12)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', -1), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-1, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('bob '))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('b'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a = BankAccount('a', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bo', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann ', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('BOB', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('ßbob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bob0', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('Ann', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bob', 7)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', -1)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == -1

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bob ', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('anné', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('annann', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('nn', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a, b = (BankAccount('ann', 100), BankAccount('ßbob', 6))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 46)

# %%
a, b = (BankAccount(' ANN', 100), BankAccount('bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('ann', 1000000), BankAccount('bob', 5))
assert a.transfer(b, 1) is None
assert (a.balance, b.balance) == (999999, 6)

# %%
a, b = (BankAccount('ann', 101), BankAccount('bob ', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (61, 45)

# %%
a, b = (BankAccount('ann', 100), BankAccount('', 7))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 47)

# %%
a, b = (BankAccount('ann', 100), BankAccount('', 1))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 41)

# %%
a, b = (BankAccount('nn', 100), BankAccount('bob', 7))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 47)

# %%
a, b = (BankAccount('nn', 100), BankAccount(' bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('Ann', 100), BankAccount('bob', 5))
assert a.transfer(b, 20) is None
assert (a.balance, b.balance) == (80, 25)

# %%
a, b = (BankAccount('ann', 100), BankAccount(' bob', -5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 35)

# %%
a, b = (BankAccount('ann', 100), BankAccount('bob 0', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('an', 1), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (1, 0)

# %%
a, b = (BankAccount('ann', -10), BankAccount('BOB'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-10, 0)

# %%
a, b = (BankAccount('', 10), BankAccount('bbob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('nna', 10), BankAccount('bobé'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('nna', 10), BankAccount(''))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount(' b'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('an', 9), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (9, 0)

# %%
a, b = (BankAccount('anné', 10), BankAccount('BOB'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann ', 7), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (7, 0)

# %%
a, b = (BankAccount('ann', -1), BankAccount('bob'))
try:
    a.transfer(b, 1)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-1, 0)

# %%
a, b = (BankAccount('aann', 10), BankAccount('bob '))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('nn', 9), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (9, 0)

# %%
a, b = (BankAccount('Ann', 0), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (0, 0)

# %%
a, b = (BankAccount('Anné', 10), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('', 10), BankAccount('b'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('ann', 0), BankAccount('bob'))
try:
    a.transfer(b, 1000000)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (0, 0)

# %%
a, b = (BankAccount('ann0', 10), BankAccount('bob0'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a = BankAccount('ann', 11)
try:
    a.transfer('Bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 11

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bOB', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('ßbobbob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 1000000)
try:
    a.transfer('bob', 0)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 1000000

# %%
a = BankAccount('', 0)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 0

# %%
a = BankAccount('aann', 10)
try:
    a.transfer('bbob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann 0', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann ', 10)
try:
    a.transfer('BOB', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 5)
try:
    a.transfer('ßbob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 5

# %%
a = BankAccount('ßann', 10)
try:
    a.transfer('b', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('Ann', 10)
try:
    a.transfer('bob0', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('anné', 10)
try:
    a.transfer('bob0', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('A', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount(' ann', 10)
try:
    a.transfer('bob', 7)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann ', -1)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == -1

# %%
a = BankAccount('ann0', -1)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == -1

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bobé', 0)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', -1)
try:
    a.transfer('bobé', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == -1

# %%
a = BankAccount('ann', 10)
try:
    a.transfer(' bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('anné', 0)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 0

# %%
a = BankAccount('anné', 7)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 7

# %%
a = BankAccount('ann0', 10)
try:
    a.transfer('bob', 1000000)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 1000000)
try:
    a.transfer('', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 1000000

# %%
a = BankAccount('aann', 10)
try:
    a.transfer('', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('aannann', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10
