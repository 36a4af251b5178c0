# %%
assert rotate_list([], 7) == []

# %%
assert rotate_list([], -3) == []

# %%
assert rotate_list([], 2) == []

# %%
assert rotate_list([], 0) == []

# %%
assert rotate_list([], 1000003) == []

# %%
assert rotate_list([], 6) == []

# %%
assert rotate_list([], -1) == []

# %%
assert rotate_list([], 1) == []

# %%
assert rotate_list([], 4) == []

# %%
class Steps(list):
    moves = 0

    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2, 3, 1]), 10 ** 12)) == [1, 2, 3, 1]

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
assert list(rotate_list(Steps([1, 2, 3, 1, 2, 3]), 10 ** 12)) == [3, 1, 2, 3, 1, 2]

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
assert list(rotate_list(Steps([2, 3]), 10 ** 12)) == [2, 3]

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
assert rotate_list([1, 2, 3], 0) == [1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 1000005) == [1, 2, 3]

# %%
assert rotate_list([1, 3, 3], 5) == [3, 3, 1]

# %%
assert rotate_list([1], 5) == [1]

# %%
assert rotate_list([1, 2], 5) == [2, 1]

# %%
assert rotate_list([1, 2, 3], 1) == [3, 1, 2]

# %%
assert rotate_list([], 5) == []

# %%
assert rotate_list([3, 2, 1], 5) == [2, 1, 3]

# %%
assert rotate_list([1, 0, 3], 5) == [0, 3, 1]

# %%
assert rotate_list([1, -2, 3], 5) == [-2, 3, 1]

# %%
assert rotate_list([1, 2, 3, 1], 5) == [1, 1, 2, 3]

# %%
assert rotate_list([1, 2, 3], 4) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3, 1, 2, 3], 5) == [2, 3, 1, 2, 3, 1]

# %%
assert rotate_list([1, 2, 3], 7) == [3, 1, 2]

# %%
assert rotate_list([1, 2, 3], 2) == [2, 3, 1]
