# %%
assert grade_letter(95) == 'A'

# %%
assert grade_letter(90) == 'A-'

# %%
assert grade_letter(100) == 'A+'

# %%
assert grade_letter(88) == 'B+'

# %%
assert grade_letter(81.6) == 'B-'

# %%
assert grade_letter(89.5) == 'A-'

# %%
assert grade_letter(75) == 'C'

# %%
assert grade_letter(59) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(67) == 'D+'
