# %%
a = BankAccount('an')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('Ann')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann0')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann')
a.deposit(0.0333)
assert abs(a.deposit(0.2) - 0.23) <= 1e-09 * max(1.0, abs(0.23))
assert abs(a.balance - 0.23) <= 1e-09 * max(1.0, abs(0.23))

# %%
a = BankAccount(' ann')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann')
a.deposit(0.6)
assert abs(a.deposit(0.2) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('anné')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann', 11.0)
assert abs(a.withdraw(0.25) - 10.75) <= 1e-09 * max(1.0, abs(10.75))

# %%
a = BankAccount('ann', 1.1)
assert abs(a.withdraw(0.75) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount('ßann', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('aann', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('ann', 0.3667)
assert abs(a.withdraw(0.25) - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount(' ann', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('nn', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('nna', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('aann')
a.deposit(0.1)
assert abs(a.deposit(0.001) - 0.1) <= 1e-09 * max(1.0, abs(0.1))
assert abs(a.balance - 0.1) <= 1e-09 * max(1.0, abs(0.1))

# %%
a = BankAccount('ANN')
a.deposit(0.1)
assert abs(a.deposit(2.0) - 2.1) <= 1e-09 * max(1.0, abs(2.1))
assert abs(a.balance - 2.1) <= 1e-09 * max(1.0, abs(2.1))

# %%
a = BankAccount('an')
a.deposit(0.1)
assert abs(a.deposit(0.7) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('n')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('aann')
a.deposit(0.001)
assert abs(a.deposit(0.2) - 0.2) <= 1e-09 * max(1.0, abs(0.2))
assert abs(a.balance - 0.2) <= 1e-09 * max(1.0, abs(0.2))

# %%
a = BankAccount(' ann')
a.deposit(0.1)
assert abs(a.deposit(0.001) - 0.1) <= 1e-09 * max(1.0, abs(0.1))
assert abs(a.balance - 0.1) <= 1e-09 * max(1.0, abs(0.1))

# %%
a = BankAccount('ann0')
a.deposit(0.1)
assert abs(a.deposit(0.001) - 0.1) <= 1e-09 * max(1.0, abs(0.1))
assert abs(a.balance - 0.1) <= 1e-09 * max(1.0, abs(0.1))

# %%
a = BankAccount('A')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann0')
a.deposit(0.6)
assert abs(a.deposit(0.2) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('ann0')
a.deposit(0.001)
assert abs(a.deposit(0.2) - 0.2) <= 1e-09 * max(1.0, abs(0.2))
assert abs(a.balance - 0.2) <= 1e-09 * max(1.0, abs(0.2))

# %%
a = BankAccount(' ann ')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ann 0')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('ßann')
a.deposit(0.0333)
assert abs(a.deposit(0.2) - 0.23) <= 1e-09 * max(1.0, abs(0.23))
assert abs(a.balance - 0.23) <= 1e-09 * max(1.0, abs(0.23))

# %%
a = BankAccount('an')
a.deposit(0.0333)
assert abs(a.deposit(0.2) - 0.23) <= 1e-09 * max(1.0, abs(0.23))
assert abs(a.balance - 0.23) <= 1e-09 * max(1.0, abs(0.23))

# %%
a = BankAccount('anné')
a.deposit(0.0333)
assert abs(a.deposit(0.2) - 0.23) <= 1e-09 * max(1.0, abs(0.23))
assert abs(a.balance - 0.23) <= 1e-09 * max(1.0, abs(0.23))

# %%
a = BankAccount(' ann ann')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('')
a.deposit(0.1)
assert abs(a.deposit(0.7) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('ß')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('annann')
a.deposit(0.6)
assert abs(a.deposit(0.2) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('ann')
a.deposit(1.1)
assert abs(a.deposit(0.2) - 1.3) <= 1e-09 * max(1.0, abs(1.3))
assert abs(a.balance - 1.3) <= 1e-09 * max(1.0, abs(1.3))

# %%
a = BankAccount('an')
a.deposit(0.6)
assert abs(a.deposit(0.2) - 0.8) <= 1e-09 * max(1.0, abs(0.8))
assert abs(a.balance - 0.8) <= 1e-09 * max(1.0, abs(0.8))

# %%
a = BankAccount('annann')
a.deposit(1.0)
assert abs(a.deposit(0.2) - 1.2) <= 1e-09 * max(1.0, abs(1.2))
assert abs(a.balance - 1.2) <= 1e-09 * max(1.0, abs(1.2))

# %%
a = BankAccount('nn')
a.deposit(1.0)
assert abs(a.deposit(0.2) - 1.2) <= 1e-09 * max(1.0, abs(1.2))
assert abs(a.balance - 1.2) <= 1e-09 * max(1.0, abs(1.2))

# %%
a = BankAccount('ann ')
a.deposit(1.0)
assert abs(a.deposit(0.2) - 1.2) <= 1e-09 * max(1.0, abs(1.2))
assert abs(a.balance - 1.2) <= 1e-09 * max(1.0, abs(1.2))

# %%
a = BankAccount('ann ')
a.deposit(0.1)
assert abs(a.deposit(0.0667) - 0.17) <= 1e-09 * max(1.0, abs(0.17))
assert abs(a.balance - 0.17) <= 1e-09 * max(1.0, abs(0.17))

# %%
a = BankAccount('ann')
a.deposit(0.1)
assert abs(a.deposit(0.0222) - 0.12) <= 1e-09 * max(1.0, abs(0.12))
assert abs(a.balance - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount('aanné')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('Anné')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount(' a')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('aé')
a.deposit(0.1)
assert abs(a.deposit(0.2) - 0.3) <= 1e-09 * max(1.0, abs(0.3))
assert abs(a.balance - 0.3) <= 1e-09 * max(1.0, abs(0.3))

# %%
a = BankAccount('nn')
a.deposit(0.1)
assert abs(a.deposit(2.0) - 2.1) <= 1e-09 * max(1.0, abs(2.1))
assert abs(a.balance - 2.1) <= 1e-09 * max(1.0, abs(2.1))

# %%
a = BankAccount('annéanné', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('', 11.0)
assert abs(a.withdraw(0.25) - 10.75) <= 1e-09 * max(1.0, abs(10.75))

# %%
a = BankAccount('ann ', 11.0)
assert abs(a.withdraw(0.25) - 10.75) <= 1e-09 * max(1.0, abs(10.75))

# %%
a = BankAccount('aann', 11.0)
assert abs(a.withdraw(0.25) - 10.75) <= 1e-09 * max(1.0, abs(10.75))

# %%
a = BankAccount('ßa', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('aé', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('a', 1.1)
assert abs(a.withdraw(0.0833) - 1.02) <= 1e-09 * max(1.0, abs(1.02))

# %%
a = BankAccount(' annann', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('annanné', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('annann', 11.0)
assert abs(a.withdraw(0.25) - 10.75) <= 1e-09 * max(1.0, abs(10.75))

# %%
a = BankAccount('annann', 0.6000000000000001)
assert abs(a.withdraw(0.25) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount('ßann', 0.3667)
assert abs(a.withdraw(0.25) - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount('', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('ßann', 1.1)
assert abs(a.withdraw(0.75) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount('nnaa', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('aann ', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('aann', 0.6000000000000001)
assert abs(a.withdraw(0.25) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount('ann', 1.1)
assert abs(a.withdraw(0.0003) - 1.1) <= 1e-09 * max(1.0, abs(1.1))

# %%
a = BankAccount('ann0', 1.1)
assert abs(a.withdraw(0.001) - 1.1) <= 1e-09 * max(1.0, abs(1.1))

# %%
a = BankAccount(' Ann', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('ann', 1.1)
assert abs(a.withdraw(0.0278) - 1.07) <= 1e-09 * max(1.0, abs(1.07))

# %%
a = BankAccount('ann0', 1.1)
assert abs(a.withdraw(0.0833) - 1.02) <= 1e-09 * max(1.0, abs(1.02))

# %%
a = BankAccount('ann', 0.3667)
assert abs(a.withdraw(0.0833) - 0.28) <= 1e-09 * max(1.0, abs(0.28))

# %%
a = BankAccount('anné', 0.3667)
assert abs(a.withdraw(0.25) - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount('an', 0.3667)
assert abs(a.withdraw(0.25) - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount(' ann', 0.3667)
assert abs(a.withdraw(0.25) - 0.12) <= 1e-09 * max(1.0, abs(0.12))

# %%
a = BankAccount(' ann', 1.1)
assert abs(a.withdraw(0.75) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount(' ann', 1.1)
assert abs(a.withdraw(0.001) - 1.1) <= 1e-09 * max(1.0, abs(1.1))

# %%
a = BankAccount('ané', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('nn', 1.1)
assert abs(a.withdraw(0.001) - 1.1) <= 1e-09 * max(1.0, abs(1.1))

# %%
a = BankAccount('ann ', 0.6000000000000001)
assert abs(a.withdraw(0.25) - 0.35) <= 1e-09 * max(1.0, abs(0.35))

# %%
a = BankAccount('Ann0', 1.1)
assert abs(a.withdraw(0.25) - 0.85) <= 1e-09 * max(1.0, abs(0.85))

# %%
a = BankAccount('ann0', 1.1)
assert abs(a.withdraw(0.75) - 0.35) <= 1e-09 * max(1.0, abs(0.35))
