# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2024-01-03') == 1

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2024-01-03') == 369628

# %%
from datetime import date
assert days_between(date(2023, 1, 1), '2024-01-03') == 367

# %%
from datetime import date
assert days_between(date(1, 1, 1), '2024-01-03') == 738887

# %%
from datetime import date
assert days_between(date(7, 2, 28), date(2020, 3, 1)) == 735235

# %%
from datetime import date
assert days_between(date(2020, 2, 7), date(2020, 3, 1)) == 23

# %%
from datetime import date
assert days_between(date(2020, 2, 28), date(2020, 4, 1)) == 33

# %%
from datetime import date
assert days_between(date(2020, 2, 28), date(4040, 3, 1)) == 737792

# %%
from datetime import date
assert days_between(date(2020, 1, 28), date(2020, 3, 1)) == 33

# %%
from datetime import date
assert days_between(date(1, 2, 28), date(2020, 3, 1)) == 737426
