# %%
assert grade_letter(89.5) == 'A'

# %% held-out
assert grade_letter(89.4) == 'B'

# %% held-out
assert grade_letter(59.5) == 'D'

# %% held-out
assert grade_letter(78.5) == 'C' and grade_letter(79.5) == 'B'
