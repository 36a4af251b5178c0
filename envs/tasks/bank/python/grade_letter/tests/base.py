# %%
assert grade_letter(95) == 'A'

# %%
assert grade_letter(90) == 'A'

# %%
assert grade_letter(85) == 'B'

# %%
assert grade_letter(70) == 'C'

# %%
assert grade_letter(69) == 'D'

# %%
assert grade_letter(12) == 'F'

# %%
assert grade_letter(100) == 'A'
