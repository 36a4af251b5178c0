class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self._balance=balance
    @property
    def balance(self):
        return self._balance
    def deposit(self, amount):
        self._balance+=amount
        return self._balance
    def withdraw(self, amount):
        self._balance-=amount
        return self._balance
