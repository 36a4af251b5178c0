# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-03') == 2

# %% held-out
from datetime import date
assert days_between(date(2020, 2, 28), date(2020, 3, 1)) == 2
