# %%
assert days_between('2025-02-04', '2024-01-31') == 370

# %%
assert days_between('2024-01-01', '2024-02-01') == 31

# %%
assert days_between('2000-01-01', '2024-01-31') == 8796

# %%
assert days_between('2024-01-01', '2024-02-27') == 57

# %%
assert days_between('2025-01-01', '2024-01-31') == 336

# %%
assert days_between('2024-01-01', '2015-11-14') == 2970

# %%
assert days_between('2024-02-01', '2024-01-31') == 1

# %%
assert days_between('2024-01-01', '2024-02-28') == 58

# %%
assert days_between('2024-01-01', '2000-01-01') == 8766

# %%
assert days_between('2024-01-02', '2024-01-31') == 29

# %%
assert days_between('2024-01-28', '2024-01-31') == 3

# %%
assert days_between('2024-01-01', '2023-01-30') == 336

# %%
assert days_between('2023-12-31', '2024-01-31') == 31

# %%
assert days_between('2023-12-05', '2024-01-31') == 57

# %%
assert days_between('2024-01-01', '2023-12-31') == 1

# %%
assert days_between('2022-12-31', '2024-01-31') == 396

# %%
assert days_between('2024-01-01', '2024-12-31') == 365

# %%
assert days_between('2024-01-01', '2024-01-30') == 29

# %%
assert days_between('2024-01-01', '2024-01-04') == 3

# %%
assert days_between('2024-01-01', '2024-03-02') == 61

# %%
assert days_between('2024-01-01', '2025-03-06') == 430

# %%
assert days_between('2024-12-31', '2024-01-31') == 335

# %%
assert days_between('2015-10-15', '2024-01-31') == 3030

# %%
assert days_between('2025-04-05', '2024-02-01') == 429

# %%
assert days_between('2024-03-01', '2024-01-05') == 56

# %%
assert days_between('2024-01-30', '2024-02-01') == 2

# %%
assert days_between('2023-03-01', '2024-02-01') == 337

# %%
assert days_between('2000-01-01', '2024-02-01') == 8797

# %%
assert days_between('2024-03-01', '2024-01-01') == 60

# %%
assert days_between('2024-03-01', '2025-03-07') == 371

# %%
assert days_between('2024-03-01', '2025-02-01') == 337

# %%
assert days_between('2024-03-01', '2024-03-03') == 2

# %%
assert days_between('2024-03-01', '2024-01-31') == 30

# %%
assert days_between('2024-02-03', '2024-02-01') == 2

# %%
assert days_between('2024-03-01', '2024-02-29') == 1

# %%
assert days_between('2024-02-28', '2024-02-01') == 27

# %%
assert days_between('2024-02-29', '2024-02-01') == 28

# %%
assert days_between('2024-03-01', '2023-01-31') == 395

# %%
assert days_between('2024-03-01', '2000-01-01') == 8826

# %%
assert days_between('2024-04-01', '2024-02-01') == 60

# %%
assert days_between('2025-03-02', '2024-02-01') == 395

# %%
assert days_between('2024-03-01', '2024-02-02') == 28

# %%
assert days_between('2023-12-26', '2023-12-25') == 1

# %%
assert days_between('2023-11-24', '2023-12-25') == 31

# %%
assert days_between('2024-02-29', '2023-12-25') == 66

# %%
assert days_between('2023-02-28', '2023-12-25') == 300

# %%
assert days_between('2023-12-24', '2023-12-25') == 1

# %%
assert days_between('2023-12-25', '2023-02-28') == 300

# %%
assert days_between('2023-12-25', '2023-12-24') == 1

# %%
assert days_between('2023-12-25', '2023-11-24') == 31

# %%
assert days_between('2023-12-31', '2023-12-25') == 6

# %%
assert days_between('2023-12-25', '2024-02-29') == 66

# %%
assert days_between('2024-01-21', '2023-12-25') == 27

# %%
assert days_between('2024-01-25', '2023-12-25') == 31

# %%
assert days_between('2023-12-25', '2023-12-31') == 6

# %%
assert days_between('2023-12-25', '2023-11-28') == 27

# %%
assert days_between('2023-12-25', '2000-01-01') == 8759

# %%
assert days_between('2023-12-25', '2022-12-24') == 366

# %%
assert days_between('2015-10-08', '2023-12-25') == 3000

# %%
assert days_between('2023-12-25', '2024-01-25') == 31

# %%
assert days_between('2024-12-25', '2023-12-25') == 366

# %%
assert days_between('2000-01-27', '2000-01-01') == 26

# %%
assert days_between('1999-02-28', '2000-01-01') == 307

# %%
assert days_between('1991-10-14', '2000-01-01') == 3001

# %%
assert days_between('1999-12-31', '2024-02-29') == 8826

# %%
assert days_between('1999-12-04', '2000-01-01') == 28

# %%
assert days_between('1999-12-31', '1999-12-05') == 26

# %%
assert days_between('1999-12-31', '1999-12-31') == 0

# %%
assert days_between('1999-12-31', '2000-12-31') == 366

# %%
assert days_between('1999-12-31', '2001-02-04') == 401

# %%
assert days_between('1999-12-31', '2000-02-28') == 59

# %%
assert days_between('1999-12-31', '1998-12-31') == 365

# %%
assert days_between('1999-12-30', '2000-01-01') == 2

# %%
assert days_between('1999-12-31', '1999-12-01') == 30

# %%
assert days_between('1999-12-31', '2000-01-28') == 28

# %%
assert days_between('2000-01-31', '2000-01-01') == 30

# %%
assert days_between('2000-01-01', '2000-01-01') == 0

# %%
assert days_between('1999-12-31', '2000-01-02') == 2

# %%
assert days_between('2024-02-29', '2000-01-01') == 8825

# %%
assert days_between('1998-12-30', '2000-01-01') == 367
