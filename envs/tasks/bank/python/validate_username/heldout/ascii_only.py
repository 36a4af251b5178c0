# %%
assert is_valid_username('josé0') is False

# %%
assert is_valid_username('JOSÉ') is False

# %%
assert is_valid_username('josé ') is False

# %%
assert is_valid_username('joséjosé') is False

# %%
assert is_valid_username('osé') is False

# %%
assert is_valid_username('ßjosé') is False

# %%
assert is_valid_username('j') is False

# %%
assert is_valid_username(' josé') is False

# %%
assert is_valid_username('jjosé') is False

# %%
assert is_valid_username('ésoj') is False

# %%
assert is_valid_username('joséé') is False

# %%
assert is_valid_username('jo') is False

# %%
assert is_valid_username('José') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('üna') is False

# %%
assert is_valid_username(' ünal') is False

# %%
assert is_valid_username('ünal0') is False

# %%
assert is_valid_username('ßünal') is False

# %%
assert is_valid_username('lanü') is False

# %%
assert is_valid_username('ünalé') is False

# %%
assert is_valid_username('Ünal') is False

# %%
assert is_valid_username('ün') is False

# %%
assert is_valid_username('ü') is False

# %%
assert is_valid_username('ÜNAL') is False

# %%
assert is_valid_username('üünal') is False

# %%
assert is_valid_username('ünal ') is False

# %%
assert is_valid_username('ünalünal') is False

# %%
assert is_valid_username('aabc٣') is False

# %%
assert is_valid_username('abc٣é') is False

# %%
assert is_valid_username('bc٣') is False

# %%
assert is_valid_username('abc٣ ') is False

# %%
assert is_valid_username('ßabc٣') is False

# %%
assert is_valid_username('a') is False

# %%
assert is_valid_username('ab') is False

# %%
assert is_valid_username('٣cba') is False

# %%
assert is_valid_username('ABC٣') is False

# %%
assert is_valid_username('Abc٣') is False

# %%
assert is_valid_username(' abc٣') is False

# %%
assert is_valid_username('abc٣abc٣') is False

# %%
assert is_valid_username('abc٣0') is False

# %%
assert is_valid_username('bob\n0') is False

# %%
assert is_valid_username('ob\n') is False

# %%
assert is_valid_username('Bob\n') is False

# %%
assert is_valid_username(' bob\n') is False

# %%
assert is_valid_username('BOB\n') is False

# %%
assert is_valid_username('bob\n ') is False

# %%
assert is_valid_username('bob\né') is False

# %%
assert is_valid_username('bob\nbob\n') is False

# %%
assert is_valid_username('\nbob') is False

# %%
assert is_valid_username('b') is False

# %%
assert is_valid_username('bbob\n') is False

# %%
assert is_valid_username('ßbob\n') is False

# %%
assert is_valid_username('bo') is False
