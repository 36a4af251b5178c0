# %%
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0

# %% held-out
assert issubclass(InsufficientFundsError, Exception)
