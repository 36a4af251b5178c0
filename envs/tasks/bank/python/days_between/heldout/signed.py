# %%
assert days_between('2024-01-30', '2024-02-01') == 2

# %%
assert days_between('2024-03-01', '2024-03-03') == 2

# %%
assert days_between('2024-03-01', '2024-01-01') == -60

# %%
assert days_between('2023-03-01', '2024-02-01') == 337

# %%
assert days_between('2000-01-01', '2024-02-01') == 8797

# %%
assert days_between('2025-03-02', '2024-02-01') == -395

# %%
assert days_between('2024-03-01', '2025-02-01') == 337

# %%
assert days_between('2024-03-01', '2015-11-15') == -3029

# %%
assert days_between('2024-02-28', '2024-02-01') == -27

# %%
assert days_between('2024-03-01', '2023-01-31') == -395

# %%
assert days_between('2024-03-01', '2024-02-02') == -28

# %%
assert days_between('2024-03-01', '2000-01-01') == -8826

# %%
assert days_between('2024-03-01', '2024-01-31') == -30

# %%
assert days_between('2024-02-29', '2024-02-01') == -28

# %%
assert days_between('2024-03-01', '2025-03-07') == 371

# %%
assert days_between('2024-03-02', '2024-02-01') == -30

# %%
assert days_between('2024-01-01', '2000-01-01') == -8766

# %%
assert days_between('2024-01-02', '2024-01-31') == 29

# %%
assert days_between('2024-01-01', '2024-01-04') == 3

# %%
assert days_between('2024-01-01', '2024-02-27') == 57

# %%
assert days_between('2024-01-01', '2024-03-02') == 61

# %%
assert days_between('2024-01-01', '2015-11-14') == -2970

# %%
assert days_between('2024-01-01', '2023-01-30') == -336

# %%
assert days_between('2025-01-01', '2024-01-31') == -336

# %%
assert days_between('2024-01-01', '2024-02-01') == 31

# %%
assert days_between('2024-01-01', '2023-12-31') == -1

# %%
assert days_between('2024-02-01', '2024-01-31') == -1

# %%
assert days_between('2023-12-05', '2024-01-31') == 57

# %%
assert days_between('2024-01-01', '2024-01-30') == 29

# %%
assert days_between('2023-12-01', '2024-01-31') == 61

# %%
assert days_between('2024-01-28', '2024-01-31') == 3

# %%
assert days_between('2023-12-31', '2024-01-31') == 31

# %%
assert days_between('2024-03-01', '2024-02-28', absolute=True) == 2

# %%
assert days_between('2024-03-02', '2024-02-01', absolute=True) == 30

# %%
assert days_between('2024-12-31', '2024-02-01', absolute=True) == 334

# %%
assert days_between('2000-01-01', '2024-02-01', absolute=True) == 8797

# %%
assert days_between('2024-02-28', '2024-02-01', absolute=True) == 27

# %%
assert days_between('2024-03-01', '2024-01-01', absolute=True) == 60

# %%
assert days_between('2024-02-29', '2024-02-01', absolute=True) == 28

# %%
assert days_between('2024-03-01', '2015-11-15', absolute=True) == 3029

# %%
assert days_between('2025-04-05', '2024-02-01', absolute=True) == 429

# %%
assert days_between('2024-03-01', '2025-02-01', absolute=True) == 337

# %%
assert days_between('2024-03-01', '2024-02-01', absolute=False) == -29

# %%
assert days_between('2024-03-01', '2024-01-31', absolute=True) == 30

# %%
assert days_between('2015-12-14', '2024-02-01', absolute=True) == 2971

# %%
assert days_between('2024-03-01', '2024-02-02', absolute=True) == 28

# %%
assert days_between('2024-02-03', '2024-02-01', absolute=True) == 2

# %%
assert days_between('2024-02-28', '2024-01-31', absolute=True) == 28

# %%
assert days_between('2024-01-01', '2024-01-04', absolute=True) == 3

# %%
assert days_between('2024-01-01', '2024-02-27', absolute=True) == 57

# %%
assert days_between('2025-02-04', '2024-01-31', absolute=True) == 370

# %%
assert days_between('2024-01-01', '2025-03-06', absolute=True) == 430

# %%
assert days_between('2024-01-01', '2025-01-31', absolute=True) == 396

# %%
assert days_between('2024-01-01', '2024-12-31', absolute=True) == 365

# %%
assert days_between('2023-12-31', '2024-01-31', absolute=True) == 31

# %%
assert days_between('2023-12-01', '2024-01-31', absolute=True) == 61

# %%
assert days_between('2024-01-28', '2024-01-31', absolute=True) == 3

# %%
assert days_between('2024-01-01', '2024-02-01', absolute=True) == 31

# %%
assert days_between('2024-01-01', '2024-03-02', absolute=True) == 61

# %%
assert days_between('2024-01-01', '2023-01-30', absolute=True) == 336

# %%
assert days_between('2024-01-01', '2024-01-30', absolute=True) == 29

# %%
assert days_between('2024-01-02', '2024-01-31', absolute=True) == 29

# %%
assert days_between('2024-01-01', '2024-01-31', absolute=False) == 30

# %%
assert days_between('2024-01-25', '2023-12-25') == -31

# %%
assert days_between('2015-10-08', '2023-12-25') == 3000

# %%
assert days_between('2023-12-25', '2022-12-24') == -366

# %%
assert days_between('2023-11-24', '2023-12-25') == 31

# %%
assert days_between('2023-12-25', '2023-12-31') == 6

# %%
assert days_between('2023-02-28', '2023-12-25') == 300

# %%
assert days_between('2023-12-25', '2025-01-28') == 400

# %%
assert days_between('2023-12-25', '2024-01-25') == 31

# %%
assert days_between('2023-12-25', '2023-02-28') == -300

# %%
assert days_between('2023-12-24', '2023-12-25') == 1

# %%
assert days_between('2023-12-25', '2023-11-28') == -27

# %%
assert days_between('2023-12-31', '2023-12-25') == -6

# %%
assert days_between('2023-12-26', '2023-12-25') == -1

# %%
assert days_between('2023-11-28', '2023-12-25') == 27

# %%
assert days_between('2023-12-25', '2023-12-26') == 1

# %%
assert days_between('2023-12-25', '2024-12-25') == 366

# %%
assert days_between('2000-01-01', '2023-12-25') == 8759
