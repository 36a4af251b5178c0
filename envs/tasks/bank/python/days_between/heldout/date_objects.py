# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-02-28') == 58

# %%
from datetime import date
assert days_between(date(7, 1, 1), '2024-01-03') == 736696

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-30') == 29

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-02') == 1

# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2024-01-03') == 1

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2024-01-03') == 369628

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-12-31') == 365

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-01-03') == 368

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
assert days_between(date(2024, 1, 1), '2024-02-01') == 31

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-28') == 27

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-04-03') == 458

# %%
from datetime import date
assert days_between(date(1, 1, 1), '2024-02-28') == 738943

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2024-02-28') == 369684

# %%
from datetime import date
assert days_between(date(7, 1, 7), '2024-01-03') == 736690

# %%
from datetime import date
assert days_between(date(7, 1, 1), '2024-01-02') == 736695

# %%
from datetime import date
assert days_between(date(3, 1, 1), '2024-01-03') == 738157

# %%
from datetime import date
assert days_between(date(7, 7, 1), '2024-01-03') == 736515

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-29') == 28

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-03-01') == 60

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2024-01-30') == 369655

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-02-26') == 56

# %%
from datetime import date
assert days_between(date(7, 1, 1), '2024-01-30') == 736723

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-03-05') == 429

# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2024-01-02') == 0

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-02-29') == 59

# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2024-01-04') == 2

# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2025-01-03') == 367

# %%
from datetime import date
assert days_between(date(2024, 1, 2), '2024-02-28') == 57

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-02-04') == 34

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-03-09') == 433

# %%
from datetime import date
assert days_between(date(2024, 1, 7), '2024-02-03') == 27

# %%
from datetime import date
assert days_between(date(2025, 1, 1), '2025-02-06') == 36

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-01-06') == 371

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-01-10') == 375

# %%
from datetime import date
assert days_between(date(2023, 1, 1), '2025-02-06') == 767

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-02-07') == 403

# %%
from datetime import date
assert days_between(date(1013, 1, 1), '2024-01-03') == 369262

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2025-01-03') == 369994

# %%
from datetime import date
assert days_between(date(1012, 7, 1), '2024-01-03') == 369446

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2015-10-17') == 366628

# %%
from datetime import date
assert days_between(date(1012, 1, 2), '2024-01-03') == 369627

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-11-30') == 334

# %%
from datetime import date
assert days_between(date(2023, 1, 1), '2024-12-31') == 730

# %%
from datetime import date
assert days_between(date(1012, 1, 1), '2024-12-31') == 369991

# %%
from datetime import date
assert days_between(date(2024, 1, 7), '2024-12-31') == 359

# %%
from datetime import date
assert days_between(date(7, 1, 1), '2024-12-31') == 737059

# %%
from datetime import date
assert days_between(date(2024, 2, 1), '2024-12-31') == 334

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-01-30') == 395

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2025-01-04') == 369

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-12-07') == 341

# %%
from datetime import date
assert days_between(date(2023, 1, 1), '2024-01-04') == 368

# %%
from datetime import date
assert days_between(date(2024, 1, 1), '2024-01-05') == 4

# %%
from datetime import date
assert days_between(date(7, 1, 28), date(2020, 3, 1)) == 735266

# %%
from datetime import date
assert days_between(date(7, 2, 28), date(2020, 1, 1)) == 735175

# %%
from datetime import date
assert days_between(date(7, 2, 7), date(2020, 3, 1)) == 735256

# %%
from datetime import date
assert days_between(date(7, 2, 28), date(1010, 3, 1)) == 366339

# %%
from datetime import date
assert days_between(date(2020, 2, 14), date(2020, 3, 1)) == 16

# %%
from datetime import date
assert days_between(date(2020, 2, 8), date(2020, 3, 1)) == 22

# %%
from datetime import date
assert days_between(date(2020, 2, 7), date(2020, 3, 7)) == 29

# %%
from datetime import date
assert days_between(date(7, 2, 28), date(2020, 4, 1)) == 735266

# %%
from datetime import date
assert days_between(date(2020, 2, 28), date(2020, 4, 7)) == 39

# %%
from datetime import date
assert days_between(date(1, 2, 28), date(2020, 4, 1)) == 737457

# %%
from datetime import date
assert days_between(date(2020, 3, 28), date(4040, 3, 1)) == 737763

# %%
from datetime import date
assert days_between(date(2020, 2, 28), date(4040, 6, 1)) == 737884

# %%
from datetime import date
assert days_between(date(2020, 7, 28), date(4040, 3, 1)) == 737641

# %%
from datetime import date
assert days_between(date(2020, 2, 28), date(4040, 7, 1)) == 737914

# %%
from datetime import date
assert days_between(date(2020, 2, 29), date(4040, 3, 1)) == 737791

# %%
from datetime import date
assert days_between(date(2020, 1, 14), date(2020, 3, 1)) == 47

# %%
from datetime import date
assert days_between(date(2020, 1, 27), date(2020, 3, 1)) == 34

# %%
from datetime import date
assert days_between(date(2020, 1, 1), date(2020, 3, 1)) == 60

# %%
from datetime import date
assert days_between(date(2020, 1, 29), date(2020, 3, 1)) == 32

# %%
from datetime import date
assert days_between(date(1, 2, 28), date(2019, 3, 1)) == 737060

# %%
from datetime import date
assert days_between(date(1, 2, 28), date(2020, 3, 2)) == 737427

# %%
from datetime import date
assert days_between(date(1, 7, 28), date(2020, 3, 1)) == 737276

# %%
from datetime import date
assert days_between(date(1, 2, 1), date(2020, 3, 1)) == 737453

# %%
from datetime import date
assert days_between(date(1, 2, 28), date(1, 3, 1)) == 1
