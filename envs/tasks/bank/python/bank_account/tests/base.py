# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %% held-out
assert BankAccount('bob').balance == 0
