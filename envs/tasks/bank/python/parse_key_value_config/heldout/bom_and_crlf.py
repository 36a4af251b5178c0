# %%
assert parse_config(' \ufeffa = x\r\nb = y\r\n') == {'\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('') == {}

# %%
assert parse_config('\ufeff') == {}

# %%
assert parse_config('ß\ufeffa = x\r\nb = y\r\n') == {'ß\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('a = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n\ufeffa = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffA = X\r\nB = Y\r\n') == {'A': 'X', 'B': 'Y'}

# %%
assert parse_config('\ufeffa = x\r') == {'a': 'x'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n ') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\n\ry = b\n\rx = a\ufeff') == {'y': 'b', 'x': 'a\ufeff'}

# %%
assert parse_config('\ufeffa  =  x\r\nb  =  y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeff# only a comment0') == {}

# %%
assert parse_config('\ufeff# only ') == {}

# %%
assert parse_config('# only a comment') == {}

# %%
assert parse_config('\ufeff# only a comment\ufeff# only a comment') == {}

# %%
assert parse_config('\ufeff# Only A Comment') == {}

# %%
assert parse_config('\ufeff# ONLY A COMMENT') == {}

# %%
assert parse_config('\ufeff# only a commen') == {}

# %%
assert parse_config('\ufeff# only a commenté') == {}

# %%
assert parse_config('\ufeff# only a comment ') == {}

# %%
assert parse_config('\ufeff#  only  a  comment') == {}
