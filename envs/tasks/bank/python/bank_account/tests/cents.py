# %%
a = BankAccount('ann')
a.deposit(0.1)
assert a.deposit(0.2) == 0.3
assert a.balance == 0.3

# %% held-out
a = BankAccount('ann', 1.1)
assert a.withdraw(0.25) == 0.85
