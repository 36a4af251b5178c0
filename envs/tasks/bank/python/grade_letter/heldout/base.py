# %%
assert grade_letter(94) == 'A'

# %%
assert grade_letter(0) == 'F'

# %%
assert grade_letter(47) == 'F'

# %%
assert grade_letter(1) == 'F'

# %%
assert grade_letter(7) == 'F'

# %%
assert grade_letter(96) == 'A'

# %%
assert grade_letter(89) == 'B'

# %%
assert grade_letter(45) == 'F'

# %%
assert grade_letter(91) == 'A'

# %%
assert grade_letter(86) == 'B'

# %%
assert grade_letter(84) == 'B'

# %%
assert grade_letter(42) == 'F'

# %%
assert grade_letter(71) == 'C'

# %%
assert grade_letter(35) == 'F'

# %%
assert grade_letter(68) == 'D'

# %%
assert grade_letter(34) == 'F'

# %%
assert grade_letter(11) == 'F'

# %%
assert grade_letter(24) == 'F'

# %%
assert grade_letter(6) == 'F'

# %%
assert grade_letter(13) == 'F'

# %%
assert grade_letter(99) == 'A'

# %%
assert grade_letter(50) == 'F'
