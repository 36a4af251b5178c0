# %%
assert is_balanced(' <a>', pairs='<>') is True

# %%
assert is_balanced('<A>', pairs='<>') is True

# %%
assert is_balanced('<a>', pairs='') is True

# %%
assert is_balanced('<a>', pairs='<><>') is True

# %%
assert is_balanced('<a>0', pairs='<>') is True

# %%
assert is_balanced('<a> ', pairs='<>') is True

# %%
assert is_balanced('', pairs='<>') is True

# %%
assert is_balanced('(<', pairs='()<>') is False

# %%
assert is_balanced('<)>', pairs='()<>') is False

# %%
assert is_balanced('>)<(', pairs='()<>') is False

# %%
assert is_balanced('(<)', pairs='()<>') is False

# %%
assert is_balanced('(<)>0', pairs='()<>') is False

# %%
assert is_balanced('(<)>(<)>', pairs='()<>') is False

# %%
assert is_balanced('(<)>é', pairs='()<>') is False

# %%
assert is_balanced('((<)>', pairs='()<>') is False

# %%
assert is_balanced('ß(<)>', pairs='()<>') is False

# %%
assert is_balanced('(', pairs='()<>') is False

# %%
assert is_balanced('(<)>', pairs='><)(') is False

# %%
assert is_balanced('ß(', pairs='[]') is True

# %%
assert is_balanced('( ', pairs='[]') is True

# %%
assert is_balanced('(0', pairs='[]') is True

# %%
assert is_balanced('(é', pairs='[]') is True

# %%
assert is_balanced('(', pairs='[][]') is True

# %%
assert is_balanced(' (', pairs='[]') is True

# %%
assert is_balanced('(', pairs='') is True

# %%
assert is_balanced('((', pairs='[]') is True

# %%
assert is_balanced('(', pairs='][') is True

# %%
assert is_balanced('', pairs='[]') is True

# %%
assert is_balanced('([)', pairs='()[]{}') is False

# %%
assert is_balanced('([)]', pairs='}{][)(') is False

# %%
assert is_balanced(' ([)]', pairs='()[]{}') is False

# %%
assert is_balanced('])[(', pairs='()[]{}') is False

# %%
assert is_balanced('(([)]', pairs='()[]{}') is False

# %%
assert is_balanced('ß([)]', pairs='()[]{}') is False

# %%
assert is_balanced('([)]([)]', pairs='()[]{}') is False

# %%
assert is_balanced('([', pairs='()[]{}') is False

# %%
assert is_balanced('(', pairs='()[]{}') is False

# %%
assert is_balanced('([)]é', pairs='()[]{}') is False

# %%
assert is_balanced('([)]', pairs='()[]{}()[]{}') is False

# %%
try:
    is_balanced('(', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()', pairs='[)(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('ß()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('() ', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced(' ()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()é', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()', pairs='(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced(')', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('(()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
assert is_balanced(' <a> <a>', pairs='<>') is True

# %%
assert is_balanced('<a>é', pairs='<><>') is True

# %%
assert is_balanced('<a>0<a>0', pairs='<>') is True

# %%
assert is_balanced('<a> ', pairs='') is True

# %%
assert is_balanced('ß(<', pairs='()<>') is False

# %%
assert is_balanced('(<', pairs='()') is False

# %%
assert is_balanced('<)><)>', pairs='()<>') is False

# %%
assert is_balanced(')>', pairs='()<>') is False

# %%
assert is_balanced('>)<( ', pairs='()<>') is False

# %%
assert is_balanced('((<)>(<)>', pairs='()<>') is False

# %%
assert is_balanced('<)>(<)>', pairs='()<>') is False

# %%
assert is_balanced('(<)>', pairs='><') is False

# %%
assert is_balanced('ß', pairs='[]') is True

# %%
assert is_balanced('( é', pairs='[]') is True

# %%
assert is_balanced(' (', pairs='[][]') is True

# %%
assert is_balanced('((', pairs='') is True

# %%
assert is_balanced('', pairs='') is True

# %%
assert is_balanced('ß((', pairs='[]') is True

# %%
assert is_balanced('([)] ', pairs='}{][)(') is False

# %%
assert is_balanced('ß])[(', pairs='()[]{}') is False

# %%
assert is_balanced('([)]([)] ', pairs='()[]{}') is False

# %%
try:
    is_balanced('(', pairs='[)(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()()', pairs='[)(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('ß()', pairs='(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('() é', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced(' ()', pairs='[)(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('()é', pairs='(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced(')', pairs='(')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('(()0', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')

# %%
try:
    is_balanced('ß', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')
