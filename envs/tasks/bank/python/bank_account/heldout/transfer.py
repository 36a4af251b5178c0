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
a, b = (BankAccount('ann', 10), BankAccount('bbob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

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
a, b = (BankAccount('ann', 1000100), BankAccount('bob', 0))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (1000060, 40)

# %%
a, b = (BankAccount('ann', 100), BankAccount('bbob', 4))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 44)

# %%
a, b = (BankAccount('ann', 100), BankAccount('', 1))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 41)

# %%
a, b = (BankAccount('annann', 100), BankAccount('bob', -1))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 39)

# %%
a, b = (BankAccount('nn', 100), BankAccount(' bob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('Ann', 100), BankAccount('bob', 5))
assert a.transfer(b, 20) is None
assert (a.balance, b.balance) == (80, 25)

# %%
a, b = (BankAccount('Ann', 100), BankAccount('bbob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('Ann', 100), BankAccount('ob', 5))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %%
a, b = (BankAccount('ann', 200), BankAccount('bob', 1))
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (160, 41)

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
a, b = (BankAccount('anné', -10), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-10, 0)

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
a, b = (BankAccount('ann ', 9), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (9, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('BOB'))
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
    a.transfer(b, 7)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (-1, 0)

# %%
a, b = (BankAccount('ann', 5), BankAccount('bob '))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (5, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('bob'))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %%
a, b = (BankAccount('nn', 10), BankAccount('bob '))
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

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
a, b = (BankAccount('ann', 0), BankAccount('bob'))
try:
    a.transfer(b, 1000011)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (0, 0)

# %%
a, b = (BankAccount('ann', 10), BankAccount('bob0 '))
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
a = BankAccount('ann', 1)
try:
    a.transfer('bob', -1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 1

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bobbob', 2)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('a', 10)
try:
    a.transfer('bob', -1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann', 10)
try:
    a.transfer('bbo', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('0', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

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
a = BankAccount('aann ', 10)
try:
    a.transfer('bob', 1)
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
a = BankAccount('ann', 10)
try:
    a.transfer('ßb', 1)
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
a = BankAccount('ann', 10)
try:
    a.transfer('ßbob', 7)
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
    a.transfer('bob', 1000001)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

# %%
a = BankAccount('ann0', 10)
try:
    a.transfer('ob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10

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
