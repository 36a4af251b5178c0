# %%
assert is_valid_isbn10('2 51604 603 0') is True

# %%
assert is_valid_isbn10('0 306 40615 2 ') is True

# %%
assert is_valid_isbn10(' 080442957x') is True

# %%
assert is_valid_isbn10('080442957X') is True

# %%
assert is_valid_isbn10('') is False

# %%
assert is_valid_isbn10('0') is False

# %%
assert is_valid_isbn10('ß0-306-40615-3') is False

# %%
assert is_valid_isbn10('0-306-40615-30-306-40615-3') is False

# %%
assert is_valid_isbn10('3-51604-603-0') is False

# %%
assert is_valid_isbn10('-306-40615-3') is False

# %%
assert is_valid_isbn10('0-306-40615-3é') is False

# %%
assert is_valid_isbn10('0-306-40615-') is False

# %%
assert is_valid_isbn10('2-51604-603-0 ') is True

# %%
assert is_valid_isbn10(' 2-51604-603-0') is True

# %%
assert is_valid_isbn10('  0-306-40615-2') is True

# %%
assert is_valid_isbn10('2 51604 603 0 ') is True

# %%
assert is_valid_isbn10(' 0  306  40615  2') is True

# %%
assert is_valid_isbn10(' 0 306 40615 2 ') is True

# %%
assert is_valid_isbn10('0  306  40615  2  ') is True

# %%
assert is_valid_isbn10('0 306 40615 2  ') is True

# %%
assert is_valid_isbn10('080442957x  ') is True

# %%
assert is_valid_isbn10('080442957X ') is True

# %%
assert is_valid_isbn10(' 080442957x ') is True

# %%
assert is_valid_isbn10('  080442957x') is True

# %%
assert is_valid_isbn10(' 080442957X') is True

# %%
assert is_valid_isbn10(' ') is False

# %%
assert is_valid_isbn10('ß') is False

# %%
assert is_valid_isbn10('é') is False

# %%
assert is_valid_isbn10('00-306-40615-30') is False

# %%
assert is_valid_isbn10('0-306-40615-300-306-40615-30') is False

# %%
assert is_valid_isbn10('ß0-306-40615-30') is False

# %%
assert is_valid_isbn10('0-306-40615-30é') is False

# %%
assert is_valid_isbn10(' 0-306-40615-30') is False

# %%
assert is_valid_isbn10(' 0') is False

# %%
assert is_valid_isbn10('0 ') is False

# %%
assert is_valid_isbn10('ß0') is False

# %%
assert is_valid_isbn10('0-306-40615-3 0-306-40615-3 ') is False

# %%
assert is_valid_isbn10(' 0-306-40615-3 ') is False

# %%
assert is_valid_isbn10('0-306-40615-3 é') is False

# %%
assert is_valid_isbn10(' 3-51604-603-0') is False

# %%
assert is_valid_isbn10('SS0-306-40615-3') is False

# %%
assert is_valid_isbn10('ß0-306-') is False

# %%
assert is_valid_isbn10('Ss0-306-40615-3') is False

# %%
assert is_valid_isbn10('3-51604-603-0ß') is False

# %%
assert is_valid_isbn10('ßß0-306-40615-3') is False

# %%
assert is_valid_isbn10('ß0-306-40615-3é') is False

# %%
assert is_valid_isbn10('00-306-40615-30-306-40615-3') is False

# %%
assert is_valid_isbn10('0-306-40615-30-306-40615-30') is False

# %%
assert is_valid_isbn10('3-51604-603-03-51604-603-0') is False

# %%
assert is_valid_isbn10('  0-306-40615-3') is False

# %%
assert is_valid_isbn10('ß 0-306-40615-3') is False

# %%
assert is_valid_isbn10(' 0-306-40615-') is False

# %%
assert is_valid_isbn10(' 0-306-40615-3 0-306-40615-3') is False

# %%
assert is_valid_isbn10('3') is False

# %%
assert is_valid_isbn10('3-51604-603-') is False

# %%
assert is_valid_isbn10('3-51604-603-0 ') is False

# %%
assert is_valid_isbn10('-51604-603-0') is False

# %%
assert is_valid_isbn10('3-51604-603-00') is False

# %%
assert is_valid_isbn10('0-306-é') is False

# %%
assert is_valid_isbn10('-306-') is False

# %%
assert is_valid_isbn10('00-306-') is False

# %%
assert is_valid_isbn10('0-306') is False

# %%
assert is_valid_isbn10('0-306- ') is False

# %%
assert is_valid_isbn10('0-306-0-306-') is False

# %%
assert is_valid_isbn10('-306-4') is False

# %%
assert is_valid_isbn10('--306-40615-3') is False

# %%
assert is_valid_isbn10('-306-40615-3-306-40615-3') is False

# %%
assert is_valid_isbn10('00-306-40615-3é') is False

# %%
assert is_valid_isbn10('ß00-306-40615-3') is False

# %%
assert is_valid_isbn10(' 00-306-40615-3') is False

# %%
assert is_valid_isbn10('00-306-40615-300-306-40615-3') is False

# %%
assert is_valid_isbn10('00-306-40615-') is False

# %%
assert is_valid_isbn10('0-306-4') is False

# %%
assert is_valid_isbn10('0-306-40615-3é0') is False

# %%
assert is_valid_isbn10('0-306-40615-3éé') is False

# %%
assert is_valid_isbn10('0-306-40615-3é ') is False

# %%
assert is_valid_isbn10('0-306-40615-0') is False

# %%
assert is_valid_isbn10('0-306-40615-é') is False

# %%
assert is_valid_isbn10('0-306-40615') is False

# %%
assert is_valid_isbn10('0-306-40615- ') is False
