# %%
assert count_vowels('hhello') == 2

# %%
assert count_vowels('hello0') == 2

# %%
assert count_vowels('hellohello') == 4

# %%
assert count_vowels('ello') == 2

# %%
assert count_vowels('he') == 1

# %%
assert count_vowels('hell') == 1

# %%
assert count_vowels('ßhello') == 2

# %%
assert count_vowels('Hello') == 2

# %%
assert count_vowels(' hello') == 2

# %%
assert count_vowels('h') == 0

# %%
assert count_vowels('HELLO') == 2

# %%
assert count_vowels('olleh') == 2

# %%
assert count_vowels('hello ') == 2

# %%
assert count_vowels('AEIOU xyz ') == 5

# %%
assert count_vowels('zyx UOIEA') == 5

# %%
assert count_vowels('AEIO') == 4

# %%
assert count_vowels('EIOU xyz') == 4

# %%
assert count_vowels('AEIOU xyz0') == 5

# %%
assert count_vowels('AEIOU xy') == 5

# %%
assert count_vowels('AEIOU xyzAEIOU xyz') == 10

# %%
assert count_vowels('AEIOU XYZ') == 5

# %%
assert count_vowels('AAEIOU xyz') == 6

# %%
assert count_vowels('A') == 1

# %%
assert count_vowels('Aeiou Xyz') == 5

# %%
assert count_vowels('AEIOU  xyz') == 5

# %%
assert count_vowels('aeiou xyz') == 5

# %%
assert count_vowels('ßAEIOU xyz') == 5

# %%
assert count_vowels(' AEIOU xyz') == 5

# %%
assert count_vowels('aeiou XYZ') == 5

# %%
assert count_vowels('rhy') == 0

# %%
assert count_vowels('RHYTHM') == 0

# %%
assert count_vowels('mhtyhr') == 0

# %%
assert count_vowels('hythm') == 0

# %%
assert count_vowels('Rhythm') == 0

# %%
assert count_vowels('rhyth') == 0

# %%
assert count_vowels('rrhythm') == 0

# %%
assert count_vowels('rhythm ') == 0

# %%
assert count_vowels(' rhythm') == 0

# %%
assert count_vowels('r') == 0

# %%
assert count_vowels('rhythm0') == 0

# %%
assert count_vowels('ßrhythm') == 0

# %%
assert count_vowels('rhythmrhythm') == 0

# %%
assert count_vowels(' ') == 0

# %%
assert count_vowels('0') == 0

# %%
assert count_vowels('ß') == 0
