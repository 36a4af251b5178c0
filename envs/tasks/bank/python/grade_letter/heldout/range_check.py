# %%
assert grade_letter(7) == 'F'

# %%
assert grade_letter(1) == 'F'

# %%
grade_letter(100)
grade_letter(0.0)

# %%
grade_letter(7)
grade_letter(100.0)

# %%
grade_letter(50)
grade_letter(100.0)

# %%
grade_letter(100)
grade_letter(33.3333)

# %%
grade_letter(1)
grade_letter(100.0)

# %%
grade_letter(0)
grade_letter(100.0)

# %%
grade_letter(99)
grade_letter(100.0)

# %%
grade_letter(100)
grade_letter(99.5)

# %%
grade_letter(100)
grade_letter(0.001)
