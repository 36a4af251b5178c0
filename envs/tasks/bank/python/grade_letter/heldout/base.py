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

# %%
assert grade_letter(93) == 'A'

# %%
assert grade_letter(23) == 'F'

# %%
assert grade_letter(48) == 'F'

# %%
assert grade_letter(46) == 'F'

# %%
assert grade_letter(2) == 'F'

# %%
assert grade_letter(8) == 'F'

# %%
assert grade_letter(3) == 'F'

# %%
assert grade_letter(14) == 'F'

# %%
assert grade_letter(97) == 'A'

# %%
assert grade_letter(88) == 'B'

# %%
assert grade_letter(44) == 'F'

# %%
assert grade_letter(22) == 'F'

# %%
assert grade_letter(92) == 'A'

# %%
assert grade_letter(43) == 'F'

# %%
assert grade_letter(87) == 'B'

# %%
assert grade_letter(83) == 'B'

# %%
assert grade_letter(21) == 'F'

# %%
assert grade_letter(41) == 'F'

# %%
assert grade_letter(72) == 'C'

# %%
assert grade_letter(17) == 'F'

# %%
assert grade_letter(36) == 'F'

# %%
assert grade_letter(67) == 'D'

# %%
assert grade_letter(33) == 'F'

# %%
assert grade_letter(10) == 'F'

# %%
assert grade_letter(5) == 'F'

# %%
assert grade_letter(25) == 'F'

# %%
assert grade_letter(26) == 'F'

# %%
assert grade_letter(49) == 'F'

# %%
assert grade_letter(98) == 'A'

# %%
assert grade_letter(51) == 'F'

# %%
assert grade_letter(4) == 'F'

# %%
assert grade_letter(9) == 'F'

# %%
assert grade_letter(20) == 'F'

# %%
assert grade_letter(40) == 'F'

# %%
assert grade_letter(73) == 'C'

# %%
assert grade_letter(18) == 'F'

# %%
assert grade_letter(37) == 'F'

# %%
assert grade_letter(66) == 'D'

# %%
assert grade_letter(16) == 'F'

# %%
assert grade_letter(27) == 'F'

# %%
assert grade_letter(52) == 'F'
