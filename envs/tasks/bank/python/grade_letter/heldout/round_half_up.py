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

# %%
assert grade_letter(29.6667) == 'F'

# %%
assert grade_letter(88.5) == 'B'

# %%
assert grade_letter(0.5) == 'F'

# %%
assert grade_letter(90.5) == 'A'

# %%
assert grade_letter(30.0) == 'F'

# %%
assert grade_letter(0.01) == 'F'

# %%
assert grade_letter(30.3333) == 'F'

# %%
assert grade_letter(9.9444) == 'F'

# %%
assert grade_letter(30.3) == 'F'

# %%
assert grade_letter(9.9333) == 'F'

# %%
assert grade_letter(88.4) == 'B'

# %%
assert grade_letter(29.6333) == 'F'

# %%
assert grade_letter(90.4) == 'A'

# %%
assert grade_letter(29.9667) == 'F'

# %%
assert grade_letter(60.5) == 'D'

# %%
assert grade_letter(20.0) == 'F'

# %%
assert grade_letter(19.3333) == 'F'

# %%
assert grade_letter(20.3333) == 'F'

# %%
assert grade_letter(6.6111) == 'F'

# %%
assert grade_letter(19.6667) == 'F'

# %%
assert grade_letter(77.5) == 'C' and grade_letter(79.5) == 'B'

# %%
assert grade_letter(79.0) == 'C' and grade_letter(80.0) == 'B'

# %%
assert grade_letter(30.1667) == 'F'

# %%
assert grade_letter(9.8889) == 'F'

# %%
assert grade_letter(29.1667) == 'F'

# %%
assert grade_letter(29.5) == 'F'

# %%
assert grade_letter(1.0) == 'F'

# %%
assert grade_letter(0.1667) == 'F'

# %%
assert grade_letter(10.0) == 'F'

# %%
assert grade_letter(0.0033) == 'F'

# %%
assert grade_letter(0.51) == 'F'

# %%
assert grade_letter(0.0029999999999999996) == 'F'

# %%
assert grade_letter(0.0001) == 'F'

# %%
assert grade_letter(0.167) == 'F'

# %%
assert grade_letter(5.01) == 'F'

# %%
assert grade_letter(1.001) == 'F'

# %%
assert grade_letter(10.1111) == 'F'

# %%
assert grade_letter(30.8333) == 'F'

# %%
assert grade_letter(10.4444) == 'F'

# %%
assert grade_letter(9.7778) == 'F'

# %%
assert grade_letter(28.8333) == 'F'

# %%
assert grade_letter(28.8) == 'F'

# %%
assert grade_letter(9.7667) == 'F'

# %%
assert grade_letter(30.8) == 'F'

# %%
assert grade_letter(99.333) == 'A'

# %%
assert grade_letter(10.4333) == 'F'

# %%
assert grade_letter(9.4333) == 'F'

# %%
assert grade_letter(3.3111) == 'F'

# %%
assert grade_letter(29.4667) == 'F'

# %%
assert grade_letter(9.8778) == 'F'

# %%
assert grade_letter(30.1333) == 'F'

# %%
assert grade_letter(29.1333) == 'F'

# %%
assert grade_letter(90.9) == 'A'

# %%
assert grade_letter(9.9889) == 'F'

# %%
assert grade_letter(61.0) == 'D'

# %%
assert grade_letter(20.1667) == 'F'

# %%
assert grade_letter(20.5) == 'F'

# %%
assert grade_letter(18.8333) == 'F'

# %%
assert grade_letter(6.7778) == 'F'

# %%
assert grade_letter(66.111) == 'D'

# %%
assert grade_letter(6.1111) == 'F'

# %%
assert grade_letter(6.5556) == 'F'

# %%
assert grade_letter(19.1667) == 'F'

# %%
assert grade_letter(58.0) == 'F'

# %%
assert grade_letter(77.0) == 'C' and grade_letter(79.5) == 'B'

# %%
assert grade_letter(78.0) == 'C' and grade_letter(80.5) == 'B'
