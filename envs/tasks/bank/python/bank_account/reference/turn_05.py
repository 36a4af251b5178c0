class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self._balance=balance
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self._balance=round(self._balance+amount, 2)
        return self._balance
    def withdraw(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        if amount>self._balance:
            raise InsufficientFundsError('insufficient funds')
        self._balance=round(self._balance-amount, 2)
        return self._balance
