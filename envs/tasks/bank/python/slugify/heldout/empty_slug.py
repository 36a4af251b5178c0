# %%
assert slugify('x ') == 'x'

# %%
assert slugify('X') == 'x'

# %%
assert slugify('ßx') == 'x'

# %%
assert slugify('x0') == 'x0'

# %%
try:
    slugify(' ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', ''
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    slugify('ß')
except ValueError as e:
    assert str(e) == 'title has no usable characters', ''
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    slugify('!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!! ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify(' !!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('  - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify(' ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('   - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('  -   - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('    -  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify(' -  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify(' - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify(' 日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('本日')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日本日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('ß日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
assert slugify('Xx') == 'xx'

# %%
assert slugify('xxx') == 'xxx'

# %%
assert slugify('x 0') == 'x-0'

# %%
assert slugify('ßX') == 'x'

# %%
assert slugify('XX') == 'xx'

# %%
assert slugify(' X') == 'x'

# %%
assert slugify(' x ') == 'x'

# %%
assert slugify('ßßx') == 'x'

# %%
assert slugify('Ssx') == 'ssx'

# %%
assert slugify('0') == '0'

# %%
try:
    slugify('ß ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', ''
else:
    raise AssertionError(f"no ValueError for {''!r}")

# %%
try:
    slugify('!!! !!! ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!!  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß!!! ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!!ß')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('! ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify(' !!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify(' !!!!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß!!!!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify(' ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß !!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('!!!!!')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '!!!'
else:
    raise AssertionError(f"no ValueError for {'!!!'!r}")

# %%
try:
    slugify('ß ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('   -   - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify(' -   -  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('ß  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('    ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('ß')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('ß  - ß  - ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('  -  -')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('ß  -  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('  -    -  ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify('- ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '  - '
else:
    raise AssertionError(f"no ValueError for {'  - '!r}")

# %%
try:
    slugify(' 日本 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('  日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('本日本日')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('ß本日')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify(' 本日')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('ß')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify(' ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('本本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('本 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify(' 日本日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日本日本 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('ß日本ß日本')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('ß日本 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")

# %%
try:
    slugify('日日本 ')
except ValueError as e:
    assert str(e) == 'title has no usable characters', '日本'
else:
    raise AssertionError(f"no ValueError for {'日本'!r}")
