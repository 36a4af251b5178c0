# %%
a = BankAccount('ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)
