# %%
assert rle_decode('3A1B') == 'AAAB'

# %%
assert rle_decode('3a1b3a1b') == 'aaabaaab'

# %%
assert rle_decode(rle_encode('aab  caab  c')) == 'aab  caab  c'

# %%
assert rle_decode(rle_encode('AAB  C')) == 'AAB  C'

# %%
assert rle_decode(rle_encode('ßaab  c')) == 'ßaab  c'

# %%
assert rle_decode(rle_encode('aab  ')) == 'aab  '

# %%
assert rle_decode(rle_encode('')) == ''

# %%
assert rle_decode(rle_encode('c  baa')) == 'c  baa'

# %%
assert rle_decode(rle_encode('Aab  C')) == 'Aab  C'

# %%
assert rle_decode(rle_encode('ab  c')) == 'ab  c'

# %%
assert rle_decode(rle_encode('aab    c')) == 'aab    c'

# %%
try:
    rle_decode(' a3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('ßa3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a3a3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('A3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a30')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a3é')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('3')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode(' 3')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('33')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('ß3')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('0a0')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('ß0a')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('00a')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('0a ')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('0aé')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('a')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('1')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('ß12a')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('12A')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('12a ')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('3a4')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('33a4')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('ß3a4')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('3')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('a4')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('3a40')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
assert rle_decode('3a1b3a1b3a1b3a1b') == 'aaabaaabaaabaaab'

# %%
assert rle_decode(rle_encode(' ')) == ' '

# %%
assert rle_decode(rle_encode('Ssaab  C')) == 'Ssaab  C'

# %%
assert rle_decode(rle_encode('  baa')) == '  baa'

# %%
assert rle_decode(rle_encode('ßc  baa')) == 'ßc  baa'

# %%
assert rle_decode(rle_encode('c')) == 'c'

# %%
assert rle_decode(rle_encode('Aab  ')) == 'Aab  '

# %%
assert rle_decode(rle_encode('ßaab  c ')) == 'ßaab  c '

# %%
assert rle_decode(rle_encode('aé')) == 'aé'

# %%
assert rle_decode(rle_encode(' a')) == ' a'

# %%
assert rle_decode(rle_encode(' aab  cé')) == ' aab  cé'

# %%
assert rle_decode(rle_encode('aab ')) == 'aab '

# %%
try:
    rle_decode(' a30')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('AA3')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a3a3 ')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a30a30')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a0')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('a3é ')
except ValueError as e:
    assert str(e) == 'malformed input', 'a3'
else:
    raise AssertionError(f"no ValueError for {'a3'!r}")

# %%
try:
    rle_decode('30é')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('3333')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('ß3é')
except ValueError as e:
    assert str(e) == 'malformed input', '3'
else:
    raise AssertionError(f"no ValueError for {'3'!r}")

# %%
try:
    rle_decode('aa0')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode(' 0A')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode(' 0a0')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('ß0a0')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('00')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('aé')
except ValueError as e:
    assert str(e) == 'malformed input', '0a'
else:
    raise AssertionError(f"no ValueError for {'0a'!r}")

# %%
try:
    rle_decode('12a12a ')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('112aé')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('ß12a0')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('112a112a')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('a21a21')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('12é')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('12A0')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('12a 12a ')
except ValueError as e:
    assert str(e) == 'malformed input', '12a'
else:
    raise AssertionError(f"no ValueError for {'12a'!r}")

# %%
try:
    rle_decode('a3')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('33a4 ')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('ß3a40')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('ß3a4 ')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('ß3')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")

# %%
try:
    rle_decode('3a40é')
except ValueError as e:
    assert str(e) == 'malformed input', '3a4'
else:
    raise AssertionError(f"no ValueError for {'3a4'!r}")
