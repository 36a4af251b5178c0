# %%
assert days_between('2024-01-01', '2024-01-31') == 30

# %% held-out
assert days_between('2024-03-01', '2024-02-01') == 29

# %% held-out
assert days_between('2023-12-25', '2023-12-25') == 0

# %% held-out
assert days_between('1999-12-31', '2000-01-01') == 1
