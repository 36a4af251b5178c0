class BankAccount:
    def __init__(self, owner: str, balance: float = 0):
        self.owner=owner
        self._balance=balance
    @property
    def balance(self) -> float:
        return self._balance
    def deposit(self, amount: float) -> float:
        self._balance+=amount
        return self._balance
    def withdraw(self, amount: float) -> float:
        self._balance-=amount
        return self._balance
