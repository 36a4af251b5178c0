# %%
assert grade_letter(47) == 'F'

# %%
assert grade_letter(7) == 'F'

# %%
assert grade_letter(0) == 'F'

# %%
assert grade_letter(94) == 'A'

# %%
assert grade_letter(1) == 'F'

# %%
assert grade_letter(96) == 'A'

# %%
assert grade_letter(45) == 'F'

# %%
assert grade_letter(91) == 'A-'

# %%
assert grade_letter(89) == 'B+'

# %%
assert grade_letter(50) == 'F'

# %%
assert grade_letter(99) == 'A+'

# %%
assert grade_letter(87) == 'B+'

# %%
assert grade_letter(44) == 'F'

# %%
assert grade_letter(27.2) == 'F'

# %%
assert grade_letter(0.001) == 'F'

# %%
assert grade_letter(0.0) == 'F'

# %%
assert grade_letter(81.1) == 'B-'

# %%
assert grade_letter(82.1) == 'B-'

# %%
assert grade_letter(90.0) == 'A-'

# %%
assert grade_letter(89.0) == 'B+'

# %%
assert grade_letter(29.8333) == 'F'

# %%
assert grade_letter(37) == 'F'

# %%
assert grade_letter(74) == 'C'

# %%
assert grade_letter(76) == 'C'

# %%
assert grade_letter(59) == 'F' and grade_letter(25) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(49) == 'F'

# %%
assert grade_letter(0) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(58) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(0) == 'F'

# %%
assert grade_letter(7) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(1) == 'F'

# %%
assert grade_letter(29) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(7) == 'F'

# %%
assert grade_letter(1) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(51) == 'F'

# %%
assert grade_letter(68) == 'D+'

# %%
assert grade_letter(33) == 'F'

# %%
assert grade_letter(66) == 'D'

# %%
assert grade_letter(48) == 'F'

# %%
assert grade_letter(23) == 'F'

# %%
assert grade_letter(3) == 'F'

# %%
assert grade_letter(2) == 'F'

# %%
assert grade_letter(22) == 'F'

# %%
assert grade_letter(46) == 'F'

# %%
assert grade_letter(92) == 'A-'

# %%
assert grade_letter(51) == 'F'

# %%
assert grade_letter(49) == 'F'

# %%
assert grade_letter(98) == 'A+'

# %%
assert grade_letter(86) == 'B'

# %%
assert grade_letter(26.7) == 'F'

# %%
assert grade_letter(9.0667) == 'F'

# %%
assert grade_letter(0.01) == 'F'

# %%
assert grade_letter(0.501) == 'F'

# %%
assert grade_letter(0.5) == 'F'

# %%
assert grade_letter(80.6) == 'B-'

# %%
assert grade_letter(27.0333) == 'F'

# %%
assert grade_letter(27.3667) == 'F'

# %%
assert grade_letter(82.6) == 'B'

# %%
assert grade_letter(90.5) == 'A-'

# %%
assert grade_letter(88.5) == 'B+'

# %%
assert grade_letter(9.9444) == 'F'

# %%
assert grade_letter(77) == 'C+'

# %%
assert grade_letter(7) == 'F' and grade_letter(49) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(48) == 'F'

# %%
assert grade_letter(0) == 'F' and grade_letter(51) == 'F'

# %%
assert grade_letter(0) == 'F' and grade_letter(49) == 'F'

# %%
assert grade_letter(58) == 'F' and grade_letter(7) == 'F'

# %%
assert grade_letter(58) == 'F' and grade_letter(0) == 'F'

# %%
assert grade_letter(7) == 'F' and grade_letter(25) == 'F'

# %%
assert grade_letter(7) == 'F' and grade_letter(51) == 'F'

# %%
assert grade_letter(58) == 'F' and grade_letter(1) == 'F'

# %%
assert grade_letter(29) == 'F' and grade_letter(1) == 'F'

# %%
assert grade_letter(29) == 'F' and grade_letter(7) == 'F'

# %%
assert grade_letter(59) == 'F' and grade_letter(3) == 'F'

# %%
assert grade_letter(2) == 'F' and grade_letter(50) == 'F'

# %%
assert grade_letter(1) == 'F' and grade_letter(51) == 'F'

# %%
assert grade_letter(1) == 'F' and grade_letter(25) == 'F'

# %%
assert grade_letter(34) == 'F'

# %%
assert grade_letter(16) == 'F'

# %%
assert grade_letter(32) == 'F'
