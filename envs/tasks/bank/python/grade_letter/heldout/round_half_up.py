# %%
assert grade_letter(89.0) == 'B'

# %%
assert grade_letter(0.0) == 'F'

# %%
assert grade_letter(90.0) == 'A'

# %%
assert grade_letter(0.001) == 'F'

# %%
assert grade_letter(29.8333) == 'F'

# %%
assert grade_letter(29.8) == 'F'

# %%
assert grade_letter(88.9) == 'B'

# %%
assert grade_letter(89.9) == 'A'

# %%
assert grade_letter(60.0) == 'D'

# %%
assert grade_letter(19.8333) == 'F'

# %%
assert grade_letter(59.0) == 'F'

# %%
assert grade_letter(78.0) == 'C' and grade_letter(79.5) == 'B'

# %%
assert grade_letter(78.5) == 'C' and grade_letter(80.0) == 'B'

# %%
assert grade_letter(79.0) == 'C' and grade_letter(79.5) == 'B'
