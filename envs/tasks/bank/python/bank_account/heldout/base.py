# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(7) == 143
assert a.balance == 143

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(7) == 107
assert a.withdraw(30) == 77
assert a.balance == 77

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
assert BankAccount(' bob').balance == 0

# %%
assert BankAccount('bobé').balance == 0

# %%
assert BankAccount('bob ').balance == 0

# %%
assert BankAccount('bo').balance == 0

# %%
assert BankAccount('bobbob').balance == 0

# %%
assert BankAccount('ßbob').balance == 0

# %%
assert BankAccount('bbob').balance == 0

# %%
assert BankAccount('BOB').balance == 0

# %%
a = BankAccount('anné', 100)
assert a.owner == 'anné'
assert a.deposit(50) == 150
assert a.withdraw(7) == 143
assert a.balance == 143

# %%
a = BankAccount('', 100)
assert a.owner == ''
assert a.deposit(50) == 150
assert a.withdraw(7) == 143
assert a.balance == 143

# %%
a = BankAccount('ann ', 100)
assert a.owner == 'ann '
assert a.deposit(50) == 150
assert a.withdraw(7) == 143
assert a.balance == 143

# %%
a = BankAccount(' Ann', 100)
assert a.owner == ' Ann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount(' ', 100)
assert a.owner == ' '
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(1) == 101
assert a.withdraw(30) == 71
assert a.balance == 71

# %%
a = BankAccount('ann', 199)
assert a.owner == 'ann'
assert a.deposit(50) == 249
assert a.withdraw(30) == 219
assert a.balance == 219

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(52) == 152
assert a.withdraw(30) == 122
assert a.balance == 122

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(51) == 151
assert a.withdraw(29) == 122
assert a.balance == 122

# %%
a = BankAccount('anné', 50)
assert a.owner == 'anné'
assert a.deposit(50) == 100
assert a.withdraw(30) == 70
assert a.balance == 70

# %%
a = BankAccount('an', 50)
assert a.owner == 'an'
assert a.deposit(50) == 100
assert a.withdraw(30) == 70
assert a.balance == 70

# %%
a = BankAccount('nn', 50)
assert a.owner == 'nn'
assert a.deposit(50) == 100
assert a.withdraw(30) == 70
assert a.balance == 70

# %%
a = BankAccount('ann', 50)
assert a.owner == 'ann'
assert a.deposit(50) == 100
assert a.withdraw(29) == 71
assert a.balance == 71

# %%
a = BankAccount('ann', 1)
assert a.owner == 'ann'
assert a.deposit(50) == 51
assert a.withdraw(31) == 20
assert a.balance == 20

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(25) == 125
assert a.withdraw(31) == 94
assert a.balance == 94

# %%
a = BankAccount('ßann', 100)
assert a.owner == 'ßann'
assert a.deposit(50) == 150
assert a.withdraw(31) == 119
assert a.balance == 119

# %%
a = BankAccount('nn', 101)
assert a.owner == 'nn'
assert a.deposit(50) == 151
assert a.withdraw(30) == 121
assert a.balance == 121

# %%
a = BankAccount('ann', 101)
assert a.owner == 'ann'
assert a.deposit(100) == 201
assert a.withdraw(30) == 171
assert a.balance == 171

# %%
a = BankAccount('an', 100)
assert a.owner == 'an'
assert a.deposit(50) == 150
assert a.withdraw(1) == 149
assert a.balance == 149

# %%
a = BankAccount('an', 200)
assert a.owner == 'an'
assert a.deposit(50) == 250
assert a.withdraw(30) == 220
assert a.balance == 220

# %%
a = BankAccount('n', 100)
assert a.owner == 'n'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('an', 100)
assert a.owner == 'an'
assert a.deposit(1000000) == 1000100
assert a.withdraw(30) == 1000070
assert a.balance == 1000070

# %%
a = BankAccount('an', 100)
assert a.owner == 'an'
assert a.deposit(25) == 125
assert a.withdraw(30) == 95
assert a.balance == 95

# %%
a = BankAccount('ANN', 100)
assert a.owner == 'ANN'
assert a.deposit(25) == 125
assert a.withdraw(30) == 95
assert a.balance == 95

# %%
a = BankAccount('ANN', 0)
assert a.owner == 'ANN'
assert a.deposit(50) == 50
assert a.withdraw(30) == 20
assert a.balance == 20

# %%
a = BankAccount('', 100)
assert a.owner == ''
assert a.deposit(50) == 150
assert a.withdraw(1) == 149
assert a.balance == 149

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(25) == 125
assert a.withdraw(15) == 110
assert a.balance == 110

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(25) == 125
assert a.withdraw(60) == 65
assert a.balance == 65

# %%
a = BankAccount('ßßann', 100)
assert a.owner == 'ßßann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ßann0', 100)
assert a.owner == 'ßann0'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('aann0', 100)
assert a.owner == 'aann0'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('0nna', 100)
assert a.owner == '0nna'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120

# %%
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(25) == 125
assert a.withdraw(1) == 124
assert a.balance == 124

# %%
a = BankAccount('Ann', 100)
assert a.owner == 'Ann'
assert a.deposit(50) == 150
assert a.withdraw(1) == 149
assert a.balance == 149

# %%
a = BankAccount('nna', 100)
assert a.owner == 'nna'
assert a.deposit(50) == 150
assert a.withdraw(1) == 149
assert a.balance == 149

# %%
a = BankAccount('ann', 1)
assert a.owner == 'ann'
assert a.deposit(50) == 51
assert a.withdraw(1) == 50
assert a.balance == 50

# %%
a = BankAccount('ßann', -1)
assert a.owner == 'ßann'
assert a.deposit(50) == 49
assert a.withdraw(30) == 19
assert a.balance == 19

# %%
a = BankAccount('ann', -1)
assert a.owner == 'ann'
assert a.deposit(1000000) == 999999
assert a.withdraw(30) == 999969
assert a.balance == 999969

# %%
a = BankAccount('ann ', -1)
assert a.owner == 'ann '
assert a.deposit(50) == 49
assert a.withdraw(30) == 19
assert a.balance == 19

# %%
a = BankAccount('a', 7)
assert a.owner == 'a'
assert a.deposit(50) == 57
assert a.withdraw(30) == 27
assert a.balance == 27

# %%
a = BankAccount('ann', 7)
assert a.owner == 'ann'
assert a.deposit(50) == 57
assert a.withdraw(29) == 28
assert a.balance == 28

# %%
a = BankAccount('ßann', 100)
assert a.owner == 'ßann'
assert a.deposit(50) == 150
assert a.withdraw(15) == 135
assert a.balance == 135

# %%
a = BankAccount('nna', 100)
assert a.owner == 'nna'
assert a.deposit(50) == 150
assert a.withdraw(15) == 135
assert a.balance == 135

# %%
a = BankAccount('ann', -1)
assert a.owner == 'ann'
assert a.deposit(50) == 49
assert a.withdraw(15) == 34
assert a.balance == 34

# %%
assert BankAccount(' bobé').balance == 0

# %%
assert BankAccount('bOB').balance == 0

# %%
assert BankAccount(' Bob').balance == 0

# %%
assert BankAccount('bob é').balance == 0

# %%
assert BankAccount('BOB ').balance == 0

# %%
assert BankAccount('bobo').balance == 0

# %%
assert BankAccount('ob0').balance == 0

# %%
assert BankAccount('bobbobé').balance == 0

# %%
assert BankAccount(' bobbob').balance == 0

# %%
assert BankAccount('bobbob ').balance == 0

# %%
assert BankAccount('b ').balance == 0

# %%
assert BankAccount('b0').balance == 0

# %%
assert BankAccount('ßb').balance == 0

# %%
assert BankAccount('bé').balance == 0

# %%
assert BankAccount('0').balance == 0

# %%
assert BankAccount('ß').balance == 0

# %%
assert BankAccount('é').balance == 0

# %%
assert BankAccount('bbob ').balance == 0

# %%
assert BankAccount('Bbob').balance == 0

# %%
assert BankAccount('bbbob').balance == 0
