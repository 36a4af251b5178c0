# %%
from datetime import date
assert _parse_date('2024-01-02') == date(2024, 1, 2)
