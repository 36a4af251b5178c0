# %%
x = [1]
for _ in range(5000):
    x = [x, 2]
out = flatten_list(x)
assert out[0] == 1 and len(out) == 5001

# %% held-out
x = ()
for _ in range(5000):
    x = (x,)
assert flatten_list([x, 0]) == [0]
