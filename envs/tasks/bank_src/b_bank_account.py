"""Bank task: a bank account class."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/bank_account",
    "entry_point": "BankAccount",
    "prompt": (
        "Write a Python class `BankAccount` created as `BankAccount(owner, balance=0)`. It "
        "has `owner` and `balance` attributes and two methods, `deposit(amount)` and "
        "`withdraw(amount)`, each of which updates the balance and returns the new balance."
    ),
    "base_checks": [tests(
        """
a = BankAccount('ann', 100)
assert a.owner == 'ann'
assert a.deposit(50) == 150
assert a.withdraw(30) == 120
assert a.balance == 120
""",
        "assert BankAccount('bob').balance == 0",
    )],
    "instructions": [
        {
            "id": "positive_amounts",
            "category": "exception_handling",
            "text": "`deposit` and `withdraw` must reject amounts that are zero or negative "
                    "with a ValueError whose message is 'amount must be positive', leaving the "
                    "balance unchanged.",
            "checks": [tests(
                """
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
""",
            )],
        },
        {
            "id": "no_overdraft",
            "category": "edge_case_handling",
            "text": "No overdrafts. Define an exception class `InsufficientFundsError` "
                    "(subclass of Exception); `withdraw` raises "
                    "InsufficientFundsError('insufficient funds') when the amount exceeds the "
                    "balance, leaving the balance unchanged. Withdrawing exactly the whole "
                    "balance is allowed and leaves 0.",
            "checks": [tests(
                """
a = BankAccount('ann', 50)
try:
    a.withdraw(50.01)
except InsufficientFundsError as e:
    assert str(e) == 'insufficient funds'
else:
    raise AssertionError('overdraft accepted')
assert a.balance == 50
assert a.withdraw(50) == 0
""",
                "assert issubclass(InsufficientFundsError, Exception)",
            )],
        },
        {
            "id": "cents",
            "category": "input_output_conditions",
            "text": "Balances are money: round the balance to 2 decimal places after every "
                    "deposit and withdrawal (and the value returned is that rounded balance).",
            "checks": [tests(
                """
a = BankAccount('ann')
a.deposit(0.1)
assert a.deposit(0.2) == 0.3
assert a.balance == 0.3
""",
                "a = BankAccount('ann', 1.1)\nassert a.withdraw(0.25) == 0.85",
            )],
        },
        {
            "id": "read_only_balance",
            "category": "structure",
            "text": "Callers keep assigning to `balance` directly. Make `balance` a read-only "
                    "property (store the value in `self._balance`); `account.balance = x` must "
                    "raise AttributeError.",
            "checks": [
                {"kind": "defines", "params": {"names": ["BankAccount.balance"]}},
                tests(
                    """
a = BankAccount('ann', 5)
try:
    a.balance = 1000
except AttributeError:
    pass
else:
    raise AssertionError('balance is writable')
assert a.balance == 5
assert isinstance(type(a).__dict__['balance'], property)
""",
                ),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the public API: `__init__(self, owner: str, balance: float = 0)`, "
                    "`deposit(self, amount: float) -> float`, `withdraw(self, amount: float) "
                    "-> float`, and the `balance` property returns `float`.",
            "checks": [{"kind": "type_hints", "params": {"names": [
                "BankAccount.__init__", "BankAccount.deposit", "BankAccount.withdraw",
                "BankAccount.balance"], "exact": {
                "BankAccount.__init__": {"owner": "str", "balance": "float"},
                "BankAccount.deposit": {"amount": "float", "return": "float"},
                "BankAccount.withdraw": {"amount": "float", "return": "float"},
                "BankAccount.balance": {"return": "float"},
            }}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Document everything public with Google-style docstrings: both classes, "
                    "`__init__`, `deposit`, `withdraw` and `balance`. Methods with parameters "
                    "need an Args: section naming each one, and methods returning a value a "
                    "Returns: section.",
            "checks": [{"kind": "docstring", "params": {"style": "google", "names": [
                "BankAccount", "InsufficientFundsError", "BankAccount.__init__",
                "BankAccount.deposit", "BankAccount.withdraw", "BankAccount.balance"]}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Fix the layout so that pycodestyle (default settings) reports nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "transfer",
            "category": "functionality_extension",
            "text": "Add `transfer(self, other: 'BankAccount', amount: float) -> None` that "
                    "moves `amount` from this account to `other` with the same validation as "
                    "`withdraw` (nothing changes when it fails). If `other` is not a "
                    "BankAccount, raise TypeError('other must be a BankAccount'). Give it a "
                    "Google-style docstring too.",
            "checks": [
                tests(
                    """
a, b = BankAccount('ann', 100), BankAccount('bob', 5)
assert a.transfer(b, 40) is None
assert (a.balance, b.balance) == (60, 45)
""",
                    """
a, b = BankAccount('ann', 10), BankAccount('bob')
try:
    a.transfer(b, 11)
except InsufficientFundsError:
    pass
else:
    raise AssertionError('overdraft transfer accepted')
assert (a.balance, b.balance) == (10, 0)
""",
                    """
a = BankAccount('ann', 10)
try:
    a.transfer('bob', 1)
except TypeError as e:
    assert str(e) == 'other must be a BankAccount'
else:
    raise AssertionError('transfer to a non-account accepted')
assert a.balance == 10
""",
                ),
                {"kind": "type_hints", "params": {"names": ["BankAccount.transfer"], "exact": {
                    "BankAccount.transfer": {"other": "'BankAccount'", "amount": "float",
                                             "return": "None"}}}},
                {"kind": "docstring", "params": {"names": ["BankAccount.transfer"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code("""
class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        self.balance-=amount
        return self.balance
"""),
        code("""
class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance-=amount
        return self.balance
"""),
        code("""
class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        if amount>self.balance:
            raise InsufficientFundsError('insufficient funds')
        self.balance-=amount
        return self.balance
"""),
        code("""
class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance=round(self.balance+amount, 2)
        return self.balance
    def withdraw(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        if amount>self.balance:
            raise InsufficientFundsError('insufficient funds')
        self.balance=round(self.balance-amount, 2)
        return self.balance
"""),
        code("""
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
"""),
        code("""
class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner: str, balance: float = 0):
        self.owner=owner
        self._balance=balance
    @property
    def balance(self) -> float:
        return self._balance
    def deposit(self, amount: float) -> float:
        if amount<=0:
            raise ValueError('amount must be positive')
        self._balance=round(self._balance+amount, 2)
        return self._balance
    def withdraw(self, amount: float) -> float:
        if amount<=0:
            raise ValueError('amount must be positive')
        if amount>self._balance:
            raise InsufficientFundsError('insufficient funds')
        self._balance=round(self._balance-amount, 2)
        return self._balance
"""),
        code("""
class InsufficientFundsError(Exception):
    \"\"\"A withdrawal exceeds the balance.\"\"\"

class BankAccount:
    \"\"\"A bank account without overdraft.\"\"\"
    def __init__(self, owner: str, balance: float = 0):
        \"\"\"Opens an account.

        Args:
            owner: The holder's name.
            balance: The opening balance.
        \"\"\"
        self.owner=owner
        self._balance=balance
    @property
    def balance(self) -> float:
        \"\"\"The current balance.

        Returns:
            The balance, rounded to cents.
        \"\"\"
        return self._balance
    def deposit(self, amount: float) -> float:
        \"\"\"Adds money.

        Args:
            amount: A positive amount.

        Returns:
            The new balance.
        \"\"\"
        if amount<=0:
            raise ValueError('amount must be positive')
        self._balance=round(self._balance+amount, 2)
        return self._balance
    def withdraw(self, amount: float) -> float:
        \"\"\"Takes money out.

        Args:
            amount: A positive amount, at most the balance.

        Returns:
            The new balance.
        \"\"\"
        if amount<=0:
            raise ValueError('amount must be positive')
        if amount>self._balance:
            raise InsufficientFundsError('insufficient funds')
        self._balance=round(self._balance-amount, 2)
        return self._balance
"""),
        code("""
class InsufficientFundsError(Exception):
    \"\"\"A withdrawal exceeds the balance.\"\"\"


class BankAccount:
    \"\"\"A bank account without overdraft.\"\"\"

    def __init__(self, owner: str, balance: float = 0):
        \"\"\"Opens an account.

        Args:
            owner: The holder's name.
            balance: The opening balance.
        \"\"\"
        self.owner = owner
        self._balance = balance

    @property
    def balance(self) -> float:
        \"\"\"The current balance.

        Returns:
            The balance, rounded to cents.
        \"\"\"
        return self._balance

    def deposit(self, amount: float) -> float:
        \"\"\"Adds money.

        Args:
            amount: A positive amount.

        Returns:
            The new balance.
        \"\"\"
        if amount <= 0:
            raise ValueError('amount must be positive')
        self._balance = round(self._balance + amount, 2)
        return self._balance

    def withdraw(self, amount: float) -> float:
        \"\"\"Takes money out.

        Args:
            amount: A positive amount, at most the balance.

        Returns:
            The new balance.
        \"\"\"
        if amount <= 0:
            raise ValueError('amount must be positive')
        if amount > self._balance:
            raise InsufficientFundsError('insufficient funds')
        self._balance = round(self._balance - amount, 2)
        return self._balance
"""),
        code("""
class InsufficientFundsError(Exception):
    \"\"\"A withdrawal exceeds the balance.\"\"\"


class BankAccount:
    \"\"\"A bank account without overdraft.\"\"\"

    def __init__(self, owner: str, balance: float = 0):
        \"\"\"Opens an account.

        Args:
            owner: The holder's name.
            balance: The opening balance.
        \"\"\"
        self.owner = owner
        self._balance = balance

    @property
    def balance(self) -> float:
        \"\"\"The current balance.

        Returns:
            The balance, rounded to cents.
        \"\"\"
        return self._balance

    def deposit(self, amount: float) -> float:
        \"\"\"Adds money.

        Args:
            amount: A positive amount.

        Returns:
            The new balance.
        \"\"\"
        if amount <= 0:
            raise ValueError('amount must be positive')
        self._balance = round(self._balance + amount, 2)
        return self._balance

    def withdraw(self, amount: float) -> float:
        \"\"\"Takes money out.

        Args:
            amount: A positive amount, at most the balance.

        Returns:
            The new balance.
        \"\"\"
        if amount <= 0:
            raise ValueError('amount must be positive')
        if amount > self._balance:
            raise InsufficientFundsError('insufficient funds')
        self._balance = round(self._balance - amount, 2)
        return self._balance

    def transfer(self, other: 'BankAccount', amount: float) -> None:
        \"\"\"Moves money to another account.

        Args:
            other: The receiving account.
            amount: A positive amount, at most this account's balance.
        \"\"\"
        if not isinstance(other, BankAccount):
            raise TypeError('other must be a BankAccount')
        # Withdraw first: it validates, and nothing has changed if it raises.
        self.withdraw(amount)
        other.deposit(amount)
"""),
    ],
    "solo": {
        "positive_amounts": code("""
class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        if amount<=0:
            raise ValueError('amount must be positive')
        self.balance-=amount
        return self.balance
"""),
        "no_overdraft": code("""
class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        if amount>self.balance:
            raise InsufficientFundsError('insufficient funds')
        self.balance-=amount
        return self.balance
"""),
        "cents": code("""
class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        self.balance=round(self.balance+amount, 2)
        return self.balance
    def withdraw(self, amount):
        self.balance=round(self.balance-amount, 2)
        return self.balance
"""),
        "read_only_balance": code("""
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
"""),
        "type_hints": code("""
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
"""),
        "docstrings": code("""
class InsufficientFundsError(Exception):
    \"\"\"Not enough money.\"\"\"

class BankAccount:
    \"\"\"An account.\"\"\"
    def __init__(self, owner, balance=0):
        \"\"\"Opens it.

        Args:
            owner: Holder.
            balance: Opening balance.
        \"\"\"
        self.owner=owner
        self._balance=balance
    @property
    def balance(self):
        \"\"\"The balance.

        Returns:
            The balance.
        \"\"\"
        return self._balance
    def deposit(self, amount):
        \"\"\"Adds money.

        Args:
            amount: How much.

        Returns:
            The new balance.
        \"\"\"
        self._balance+=amount
        return self._balance
    def withdraw(self, amount):
        \"\"\"Takes money.

        Args:
            amount: How much.

        Returns:
            The new balance.
        \"\"\"
        self._balance-=amount
        return self._balance
"""),
        "pep8": code("""
class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount
        return self.balance

    def withdraw(self, amount):
        self.balance -= amount
        return self.balance
"""),
        "transfer": code("""
class InsufficientFundsError(Exception):
    pass

class BankAccount:
    def __init__(self, owner, balance=0):
        self.owner=owner
        self.balance=balance
    def deposit(self, amount):
        self.balance+=amount
        return self.balance
    def withdraw(self, amount):
        if amount>self.balance:
            raise InsufficientFundsError('insufficient funds')
        self.balance-=amount
        return self.balance
    def transfer(self, other: 'BankAccount', amount: float) -> None:
        \"\"\"Moves money.

        Args:
            other: Receiving account.
            amount: How much.
        \"\"\"
        if not isinstance(other, BankAccount):
            raise TypeError('other must be a BankAccount')
        self.withdraw(amount)
        other.deposit(amount)
"""),
    },
}
