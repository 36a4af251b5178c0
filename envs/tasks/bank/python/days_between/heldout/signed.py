# %%
assert days_between('2024-03-01', '2024-02-01', absolute=False) == -29

# %%
assert days_between('2024-01-01', '2024-01-31', absolute=False) == 30
