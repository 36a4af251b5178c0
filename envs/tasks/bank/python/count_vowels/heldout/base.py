# %%
assert count_vowels('hhello') == 2

# %%
assert count_vowels('hellohello') == 4

# %%
assert count_vowels('ello') == 2

# %%
assert count_vowels('he') == 1

# %%
assert count_vowels('hell') == 1

# %%
assert count_vowels('h') == 0

# %%
assert count_vowels('AEIOU xyzAEIOU xyz') == 10

# %%
assert count_vowels('AEIOU XYZ') == 5

# %%
assert count_vowels('AAEIOU xyz') == 6

# %%
assert count_vowels('Aeiou Xyz') == 5

# %%
assert count_vowels('AEIOU  xyz') == 5

# %%
assert count_vowels('aeiou xyz') == 5

# %%
assert count_vowels('aeiou XYZ') == 5

# %%
assert count_vowels('rhy') == 0

# %%
assert count_vowels('RHYTHM') == 0

# %%
assert count_vowels('hythm') == 0

# %%
assert count_vowels('rrhythm') == 0

# %%
assert count_vowels('rhythm ') == 0

# %%
assert count_vowels(' rhythm') == 0

# %%
assert count_vowels('r') == 0

# %%
assert count_vowels('hhellohhello') == 4

# %%
assert count_vowels('hhellohello') == 4

# %%
assert count_vowels('e') == 1

# %%
assert count_vowels('ELLO') == 2

# %%
assert count_vowels('hehe') == 2

# %%
assert count_vowels('hhe') == 1

# %%
assert count_vowels('lleh') == 1

# %%
assert count_vowels('hhell') == 1

# %%
assert count_vowels(' ßhello') == 2

# %%
assert count_vowels('ß hello') == 2

# %%
assert count_vowels('HELLO ') == 2

# %%
assert count_vowels('Olleh') == 2

# %%
assert count_vowels('o') == 1

# %%
assert count_vowels('hello 0') == 2

# %%
assert count_vowels(' hello ') == 2

# %%
assert count_vowels('AEIOU') == 5

# %%
assert count_vowels('AEIOU xyz AEIOU xyz ') == 10

# %%
assert count_vowels('aeiou xyz ') == 5

# %%
assert count_vowels('AEIOU XYZ ') == 5

# %%
assert count_vowels('Zyx Uoiea') == 5

# %%
assert count_vowels(' AEIO') == 4

# %%
assert count_vowels('AEI') == 3

# %%
assert count_vowels('AEIOAEIO') == 8

# %%
assert count_vowels('EIOU') == 4

# %%
assert count_vowels('IOU xyz') == 3

# %%
assert count_vowels('aeiou XYZ0') == 5

# %%
assert count_vowels('AEIOU xyz0 ') == 5

# %%
assert count_vowels('AEIOU xyAEIOU xy') == 10

# %%
assert count_vowels(' AEIOU xyzAEIOU xyz') == 10

# %%
assert count_vowels('AEIOU xyzAEIOU xy') == 10

# %%
assert count_vowels('EIOU xyzAEIOU xyz') == 9

# %%
assert count_vowels('Aaeiou Xyz') == 6

# %%
assert count_vowels('AAEIOU xyz0') == 6

# %%
assert count_vowels(' A') == 1

# %%
assert count_vowels('AEIOU  xyz0') == 5

# %%
assert count_vowels('zyx  UOIEA') == 5

# %%
assert count_vowels('zyx uoiea') == 5

# %%
assert count_vowels('ßaeiou xyz') == 5

# %%
assert count_vowels('ßAEIOU xyz ') == 5

# %%
assert count_vowels('  AEIOU xyz') == 5

# %%
assert count_vowels('zyx UOIEA ') == 5

# %%
assert count_vowels('ßaeiou XYZ') == 5

# %%
assert count_vowels('aeiou XYZ ') == 5

# %%
assert count_vowels('RHYTHM0') == 0

# %%
assert count_vowels('ßmhtyhr') == 0

# %%
assert count_vowels('Hythm') == 0

# %%
assert count_vowels('ßRhythm') == 0

# %%
assert count_vowels('rhyt') == 0

# %%
assert count_vowels('rhyth0') == 0

# %%
assert count_vowels('rrh') == 0

# %%
assert count_vowels('Rhythm ') == 0

# %%
assert count_vowels(' rh') == 0

# %%
assert count_vowels('mhtyhr ') == 0

# %%
assert count_vowels('r ') == 0

# %%
assert count_vowels('rhythm00') == 0

# %%
assert count_vowels('rhythm0 ') == 0

# %%
assert count_vowels('mhtyhrß') == 0

# %%
assert count_vowels('ßrhythmrhythm') == 0

# %%
assert count_vowels(' 0') == 0

# %%
assert count_vowels('ß0') == 0
