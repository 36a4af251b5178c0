# %%
assert rotate_list([], 2) == []

# %%
assert rotate_list([], 4) == []

# %%
assert rotate_list([], -3) == []

# %%
assert rotate_list([], 6) == []

# %%
assert rotate_list([], -1) == []

# %%
assert rotate_list([], 0) == []

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 1, 3]), 10 ** 12)) == [3, 1, 1]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1]), 10 ** 12)) == [1]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2, 3, 4]), 10 ** 12)) == [1, 2, 3, 4]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([]), 10 ** 12)) == []

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 0, 3]), 10 ** 12)) == [3, 1, 0]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2]), 10 ** 12)) == [1, 2]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 3, 3]), 10 ** 12)) == [3, 1, 3]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([3, 2, 1]), 10 ** 12)) == [1, 3, 2]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, -2, 3]), 10 ** 12)) == [3, 1, -2]

# %%
assert rotate_list([1, 2, 3], 6) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 10) == [3, 1, 2]

# %%
assert rotate_list([2, 3], 5) == [3, 2]

# %%
assert rotate_list([1, 1, 3], 5) == [1, 3, 1]

# %%
assert rotate_list([1, 2, 3, 4], 5) == [4, 1, 2, 3]

# %%
assert rotate_list([1, 3, 3], 5) == [3, 3, 1]

# %%
assert rotate_list([1], 5) == [1]

# %%
assert rotate_list([1, 0, 3], 5) == [0, 3, 1]

# %%
assert rotate_list([1, -2, 3], 5) == [-2, 3, 1]

# %%
assert rotate_list([1, 2, 3], 7) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3], 2) == [2, 3, 1]

# %%
assert rotate_list([], -6) == []

# %%
assert rotate_list([], 14) == []

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 3, 2, 1]), 10 ** 12)) == [1, 3, 2, 1]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 3, 3, 1]), 10 ** 12)) == [1, 3, 3, 1]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([0, 1, 3]), 10 ** 12)) == [3, 0, 1]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([3, 3, 2, 2, 1, 1]), 10 ** 12)) == [2, 2, 1, 1, 3, 3]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([0]), 10 ** 12)) == [0]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2, 3, 4, 5]), 10 ** 12)) == [1, 2, 3, 4, 5]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2, 3, -4]), 10 ** 12)) == [1, 2, 3, -4]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps(()), 10 ** 12)) == []

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([2, 0]), 10 ** 12)) == [2, 0]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 0, 3, 1, 0, 3]), 10 ** 12)) == [3, 1, 0, 3, 1, 0]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([-1, 2]), 10 ** 12)) == [-1, 2]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([-1, 3, 3]), 10 ** 12)) == [3, -1, 3]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([3, 3, 1]), 10 ** 12)) == [1, 3, 3]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([0, 3, 3]), 10 ** 12)) == [3, 0, 3]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([3, -2, 1]), 10 ** 12)) == [1, 3, -2]

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, -2, 3, 1, -2, 3]), 10 ** 12)) == [3, 1, -2, 3, 1, -2]

# %%
assert rotate_list([2, 3], 6) == [2, 3]

# %%
assert rotate_list([1, 2, 0], 10) == [0, 1, 2]

# %%
assert rotate_list([1, 2, 2], 10) == [2, 1, 2]

# %%
assert rotate_list([2, 0], 5) == [0, 2]

# %%
assert rotate_list([1, 2, 3, 4], 1000000) == [1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 5], 5) == [5, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4, 1, 2, 3, 4], 5) == [4, 1, 2, 3, 4, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3, 4], 0) == [1, 2, 3, 4]

# %%
assert rotate_list([1, 2, 3, 1], 0) == [1, 2, 3, 1]

# %%
assert rotate_list([1, 2, -3], 0) == [1, 2, -3]

# %%
assert rotate_list([1], 1000000) == [1]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 1000000) == [3, 1, 2, 3, 1, 2]

# %%
assert rotate_list([1, 3, 3], 2) == [3, 3, 1]

# %%
assert rotate_list([1, 1], 5) == [1, 1]

# %%
assert rotate_list([1], 1) == [1]

# %%
assert rotate_list([1], 7) == [1]

# %%
assert rotate_list([1], 6) == [1]

# %%
assert rotate_list([2, 1], 5) == [1, 2]

# %%
assert rotate_list([1, 2, 4], 1) == [4, 1, 2]

# %%
assert rotate_list([3, 2, 1, 3], 5) == [3, 3, 2, 1]

# %%
assert rotate_list([3, 2, 1], 1000000) == [1, 3, 2]

# %%
assert rotate_list([3, 2], 5) == [2, 3]

# %%
assert rotate_list([3, 0, 1], 5) == [0, 1, 3]

# %%
assert rotate_list([1, 0, 3], 4) == [3, 1, 0]

# %%
assert rotate_list([-2, 1, 3], 5) == [1, 3, -2]

# %%
assert rotate_list([2, -2, 3], 5) == [-2, 3, 2]

# %%
assert rotate_list([0, -2, 3], 5) == [-2, 3, 0]

# %%
assert rotate_list([1, 2, 4, 1], 5) == [1, 1, 2, 4]

# %%
assert rotate_list([2, 3, 1], 5) == [3, 1, 2]

# %%
assert rotate_list([1, 2], 4) == [1, 2]

# %%
assert rotate_list([1, 2, 3, 1], 4) == [1, 2, 3, 1]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 4) == [3, 1, 2, 3, 1, 2]

# %%
assert rotate_list([1, 2, 3, 4], 4) == [1, 2, 3, 4]

# %%
assert rotate_list([2, 3, 1, 2, 3], 5) == [2, 3, 1, 2, 3]

# %%
assert rotate_list([3, 2, 1], 7) == [1, 3, 2]

# %%
assert rotate_list([-1, 2, 3], 7) == [3, -1, 2]
