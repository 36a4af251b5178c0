# %%
assert grade_letter(95) == 'A'

# %% held-out
assert grade_letter(90) == 'A-'

# %% held-out
assert grade_letter(100) == 'A+'

# %% held-out
assert grade_letter(88) == 'B+'

# %% held-out
assert grade_letter(81.6) == 'B-'

# %% held-out
assert grade_letter(89.5) == 'A-'

# %% held-out
assert grade_letter(75) == 'C'

# %% held-out
assert grade_letter(59) == 'F' and grade_letter(50) == 'F'

# %% held-out
assert grade_letter(67) == 'D+'
