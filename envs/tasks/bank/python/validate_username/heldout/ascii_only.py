# %%
assert is_valid_username('JOSÉ') is False

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
assert is_valid_username('joséé') is False

# %%
assert is_valid_username('José') is False

# %%
assert is_valid_username('') is False

# %%
assert is_valid_username('üna') is False

# %%
assert is_valid_username('ünal0') is False

# %%
assert is_valid_username('ßünal') is False

# %%
assert is_valid_username('ün') is False

# %%
assert is_valid_username('ÜNAL') is False

# %%
assert is_valid_username('ünal ') is False

# %%
assert is_valid_username('bc٣') is False

# %%
assert is_valid_username('ab') is False

# %%
assert is_valid_username('ABC٣') is False

# %%
assert is_valid_username('bob\n0') is False

# %%
assert is_valid_username('Bob\n') is False

# %%
assert is_valid_username('bob\né') is False

# %%
assert is_valid_username('bob\nbob\n') is False

# %%
assert is_valid_username('josé00') is False

# %%
assert is_valid_username('ßJOSÉ') is False

# %%
assert is_valid_username('josé 0') is False

# %%
assert is_valid_username('José ') is False

# %%
assert is_valid_username('éso') is False

# %%
assert is_valid_username(' osé') is False

# %%
assert is_valid_username('Osé') is False

# %%
assert is_valid_username('jé') is False

# %%
assert is_valid_username('ß josé') is False

# %%
assert is_valid_username(' JOSÉ') is False

# %%
assert is_valid_username('jjoséjjosé') is False

# %%
assert is_valid_username('jjoséé') is False

# %%
assert is_valid_username('oséé') is False

# %%
assert is_valid_username(' José') is False

# %%
assert is_valid_username('ßJosé') is False

# %%
assert is_valid_username('üna0') is False

# %%
assert is_valid_username('lanü ') is False

# %%
assert is_valid_username(' ünal0') is False

# %%
assert is_valid_username('ÜNAL0') is False

# %%
assert is_valid_username('Ssünal') is False

# %%
assert is_valid_username('lanüé') is False

# %%
assert is_valid_username('nalé') is False

# %%
assert is_valid_username('üünalé') is False

# %%
assert is_valid_username('lanÜ') is False

# %%
assert is_valid_username('üé') is False

# %%
assert is_valid_username(' ü') is False

# %%
assert is_valid_username('üünal ') is False

# %%
assert is_valid_username('üü') is False

# %%
assert is_valid_username(' lanü') is False

# %%
assert is_valid_username(' ünal ') is False

# %%
assert is_valid_username('aabc٣aabc٣') is False

# %%
assert is_valid_username(' aabc٣') is False

# %%
assert is_valid_username('bc٣é') is False

# %%
assert is_valid_username('Bc٣') is False

# %%
assert is_valid_username('٣cb') is False

# %%
assert is_valid_username('Abc٣ ') is False

# %%
assert is_valid_username('abc٣ abc٣ ') is False

# %%
assert is_valid_username('Ssabc٣') is False

# %%
assert is_valid_username('aa') is False

# %%
assert is_valid_username('ßab') is False

# %%
assert is_valid_username(' ABC٣') is False

# %%
assert is_valid_username('Abc') is False

# %%
assert is_valid_username('bc٣abc٣') is False

# %%
assert is_valid_username('bob\n0bob\n0') is False

# %%
assert is_valid_username('Bob\n0') is False

# %%
assert is_valid_username('Bob\nBob\n') is False

# %%
assert is_valid_username('\nbob ') is False

# %%
assert is_valid_username(' BOB\n') is False

# %%
assert is_valid_username('BOB\nBOB\n') is False

# %%
assert is_valid_username('BOB') is False

# %%
assert is_valid_username('bob\néé') is False

# %%
assert is_valid_username('bbob\nbob\n') is False

# %%
assert is_valid_username('\n') is False

# %%
assert is_valid_username('\nbob0') is False

# %%
assert is_valid_username('ßb') is False

# %%
assert is_valid_username('ßbob\nßbob\n') is False

# %%
assert is_valid_username('ßßbob\n') is False

# %%
assert is_valid_username('bo ') is False
