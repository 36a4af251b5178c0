# %%
assert rotate_list([], 3) == []

# %% held-out
class Steps(list):
    moves = 0
    def pop(self, *args):
        Steps.moves += 1
        assert Steps.moves < 1000, 'rotating one step at a time'
        return super().pop(*args)
assert list(rotate_list(Steps([1, 2, 3]), 10**12)) == [3, 1, 2]

# %% held-out
assert rotate_list([1, 2, 3], 5) == [2, 3, 1]
