# %%
a, b = BankAccount('ann', 100), BankAccount('bob', 5)
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)

# %% held-out
a, b = BankAccount('ann', 10), BankAccount('bob')
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)

# %% held-out
a = BankAccount('ann', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10
