# %%
a = BankAccount('ann', 10)
for op in (a.deposit, a.withdraw):
    for bad in (0, -5):
        try:
            op(bad)
        except ValueError as e:
            assert str(e) == 'amount must be positive'
        else:
            raise AssertionError(f'{op.__name__}({bad}) accepted')
assert a.balance == 10
