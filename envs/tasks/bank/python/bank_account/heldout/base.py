# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(7) == 143
assert a.balance == 143

# %%
a = BankAccount(' ann', 100)
assert a.owner == ' ann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(7) == 107
assert a.withdraw(30) == 77
assert a.balance == 77

# %%
a = BankAccount('ann', 200)
assert a.owner == 'ann'
assert a.deposit(50) == 250
assert a.withdraw(30) == 220
assert a.balance == 220

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(51) == 151
assert a.withdraw(30) == 121
assert a.balance == 121

# %%
a = BankAccount('ann', 50)
assert a.owner == 'ann'
assert a.deposit(50) == 100
assert a.withdraw(30) == 70
assert a.balance == 70

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(31) == 119
assert a.balance == 119

# %%
a = BankAccount('ann', 101)
assert a.owner == 'ann'
assert a.deposit(50) == 151
assert a.withdraw(30) == 121
assert a.balance == 121

# %%
a = BankAccount('an', 100)
assert a.owner == 'an'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ANN', 100)
assert a.owner == 'ANN'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('', 100)
assert a.owner == ''
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(25) == 125
assert a.withdraw(30) == 95
assert a.balance == 95

# %%
a = BankAccount('ßann', 100)
assert a.owner == 'ßann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann0', 100)
assert a.owner == 'ann0'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(1) == 149
assert a.balance == 149

# %%
a = BankAccount('ann', 1)
assert a.owner == 'ann'
assert a.deposit(50) == 51
assert a.withdraw(30) == 21
assert a.balance == 21

# %%
a = BankAccount('ann', -1)
assert a.owner == 'ann'
assert a.deposit(50) == 49
assert a.withdraw(30) == 19
assert a.balance == 19

# %%
a = BankAccount('ann', 7)
assert a.owner == 'ann'
assert a.deposit(50) == 57
assert a.withdraw(30) == 27
assert a.balance == 27

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(15) == 135
assert a.balance == 135

# %%
assert BankAccount(' bob').balance == 0

# %%
assert BankAccount('bobé').balance == 0

# %%
assert BankAccount('bob0').balance == 0

# %%
assert BankAccount('Bob').balance == 0

# %%
assert BankAccount('bob ').balance == 0

# %%
assert BankAccount('bo').balance == 0

# %%
assert BankAccount('ob').balance == 0

# %%
assert BankAccount('bobbob').balance == 0

# %%
assert BankAccount('b').balance == 0

# %%
assert BankAccount('').balance == 0

# %%
assert BankAccount('ßbob').balance == 0

# %%
assert BankAccount('bbob').balance == 0

# %%
assert BankAccount('BOB').balance == 0
