# %%
class Key:
    eq_calls = 0
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        Key.eq_calls += 1
        return isinstance(other, Key) and self.v == other.v
keys = [Key(i) for i in range(1000)]
out = dedupe_preserve_order(keys + keys)
assert [k.v for k in out] == list(range(1000))
assert Key.eq_calls < 10000, Key.eq_calls
