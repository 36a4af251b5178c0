# %%
assert is_valid_isbn10('978-0-306-40615-7 ', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('7-51604-603-0-879', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('8516046030879', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('99780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('97803064061589780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406157 ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('97803064061579780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('2516046030', allow_isbn13=True) is True

# %%
assert is_valid_isbn10(' 0306406152', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('0306406152', allow_isbn13=False) is True

# %%
assert is_valid_isbn10('7-51604-603-0-879 ', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('8516046030879 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('ß978030', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('78030', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('978030 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('780306', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('780306406158é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('851604603087', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('7', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('97803064061589780306406158', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('997803064061580', allow_isbn13=True) is False

# %%
assert is_valid_isbn10(' ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('ß9780306406158', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('ß9780306406158ß9780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('ß9780306406158é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('97803064061580é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158097803064061580', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('90', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('  9780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10(' 9780306406158', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 9780306406158 9780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10(' 9780306406158 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158978030640615897803064061589780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10(' 97803064061589780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('7803064061589780306406158', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('99780306406158é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158é0', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('99780306406158 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406158 9780306406158 ', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9978030640615799780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('99780306406157', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406157é', allow_isbn13=True) is False

# %%
assert is_valid_isbn10('9780306406157É', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('997803064061570', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('07516046030879', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('978030640615700', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('978030640615é', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('978030640615978030640615', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('ß', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('ß9780306406157 ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('Ss9780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('7516046030879 ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 9780306406157 9780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 978030', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('ß7516046030879', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('751604', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9780306406157  ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 9780306406157 ', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('90', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('99', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9é', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('9978030', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('97803', allow_isbn13=False) is False

# %%
assert is_valid_isbn10(' 780306406157', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('78030640615', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('7', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('97803064061579780306406157é', allow_isbn13=False) is False

# %%
assert is_valid_isbn10('0306406152 ', allow_isbn13=False) is True

# %%
assert is_valid_isbn10(' 0306406152 ', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('  0306406152', allow_isbn13=True) is True

# %%
assert is_valid_isbn10('2516046030', allow_isbn13=False) is True
