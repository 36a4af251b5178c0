class InsufficientFundsError(Exception):
    """Not enough money."""

class BankAccount:
    """An account."""
    def __init__(self, owner, balance=0):
        """Opens it.

        Args:
            owner: Holder.
            balance: Opening balance.
        """
        self.owner=owner
        self._balance=balance
    @property
    def balance(self):
        """The balance.

        Returns:
            The balance.
        """
        return self._balance
    def deposit(self, amount):
        """Adds money.

        Args:
            amount: How much.

        Returns:
            The new balance.
        """
        self._balance+=amount
        return self._balance
    def withdraw(self, amount):
        """Takes money.

        Args:
            amount: How much.

        Returns:
            The new balance.
        """
        self._balance-=amount
        return self._balance
