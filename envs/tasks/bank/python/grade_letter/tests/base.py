# %%
assert grade_letter(95) == 'A'

# %% held-out
assert grade_letter(90) == 'A'

# %% held-out
assert grade_letter(85) == 'B'

# %% held-out
assert grade_letter(70) == 'C'

# %% held-out
assert grade_letter(69) == 'D'

# %% held-out
assert grade_letter(12) == 'F'

# %% held-out
assert grade_letter(100) == 'A'
