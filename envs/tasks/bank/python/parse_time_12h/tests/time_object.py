# %%
from datetime import time
assert parse_time_12h('7:05 PM') == time(19, 5)

# %% held-out
from datetime import time
assert parse_time_12h('12:00 AM') == time(0, 0)

# %% held-out
from datetime import time
assert parse_time_12h(' 9:15 a.m. ') == time(9, 15)

# %% held-out
from datetime import time
assert parse_time_12h('11:59pm') == time(23, 59)
