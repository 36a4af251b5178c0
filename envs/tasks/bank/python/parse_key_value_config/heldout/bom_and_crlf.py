# %%
assert parse_config('') == {}

# %%
assert parse_config('\ufeff') == {}

# %%
assert parse_config('ß\ufeffa = x\r\nb = y\r\n') == {'ß\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('a = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa = x\r') == {'a': 'x'}

# %%
assert parse_config('\ufeffa  =  x\r\nb  =  y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeff# only a comment0') == {}

# %%
assert parse_config('\ufeff# ONLY A COMMENT') == {}

# %%
assert parse_config('\ufeff# only a comment ') == {}

# %%
assert parse_config('\ufeff#  only  a  comment') == {}

# %%
assert parse_config(' \ufeffA = X\r\nB = Y\r\n') == {'\ufeffA': 'X', 'B': 'Y'}

# %%
assert parse_config(' \ufeffa = x\r\nb = y\r') == {'\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config(' \ufeffa = x\r\nb = y\r\n ') == {'\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config(' \ufeffa = x\r') == {'\ufeffa': 'x'}

# %%
assert parse_config(' ') == {}

# %%
assert parse_config('\ufeff ') == {}

# %%
assert parse_config('ß\ufeffa = x\r\nb = y\r') == {'ß\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('Ss\ufeffA = X\r\nB = Y\r\n') == {'Ss\ufeffA': 'X', 'B': 'Y'}

# %%
assert parse_config('ß\ufeffa = x\r\nb = y\r\n ') == {'ß\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('aa = x\r\nb = y\r\n') == {'aa': 'x', 'b': 'y'}

# %%
assert parse_config('a = x\r\n') == {'a': 'x'}

# %%
assert parse_config('a = x\r\nb = y\r') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('a = x\r\nb = y\r\na = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config(' a = x\r\nb = y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('a = x\r\nb = y\r\n ') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa  =  x\r\nb  =  y\r\n\ufeffa  =  x\r\nb  =  y\r\n') == {'a': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config('\ufeffA = X\r\nB = Y\r\n\ufeffA = X\r\nB = Y\r\n') == {'A': 'X', 'B': 'Y', '\ufeffA': 'X'}

# %%
assert parse_config('ß\ufeffa = x\r\nb = y\r\n\ufeffa = x\r\nb = y\r\n') == {'ß\ufeffa': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config(' \ufeffa = x\r\nb = y\r\n\ufeffa = x\r\nb = y\r\n') == {'\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n\ufeffa = x\r\nb = y\r\n ') == {'a': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\ufeffa = x\r\nb = y\r') == {'a': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config('\ufeffa  =  x\r\nb  =  y\r') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('ß\ufeffA = X\r\nB = Y\r\n') == {'ß\ufeffA': 'X', 'B': 'Y'}

# %%
assert parse_config('\n\rY = B\n\rX = A\ufeff') == {'Y': 'B', 'X': 'A\ufeff'}

# %%
assert parse_config('\ufeffA = X\r') == {'A': 'X'}

# %%
assert parse_config('\ufeffa = x\r\ufeffa = x\r') == {'a': 'x', '\ufeffa': 'x'}

# %%
assert parse_config('ß\ufeffa = x\r') == {'ß\ufeffa': 'x'}

# %%
assert parse_config('\ufeffa = x\r ') == {'a': 'x'}

# %%
assert parse_config('a = x\r') == {'a': 'x'}

# %%
assert parse_config('\rx = a\ufeff') == {'x': 'a\ufeff'}

# %%
assert parse_config('\ufeffa  =  x\r') == {'a': 'x'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n  ') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa = x\r\n') == {'a': 'x'}

# %%
assert parse_config('\ufeffa = x\r\nb = y\r\n \ufeffa = x\r\nb = y\r\n ') == {'a': 'x', 'b': 'y', '\ufeffa': 'x'}

# %%
assert parse_config('\ufeffA = X\r\nB = Y\r\n ') == {'A': 'X', 'B': 'Y'}

# %%
assert parse_config(' \n\ry = b\n\rx = a\ufeff') == {'y': 'b', 'x': 'a\ufeff'}

# %%
assert parse_config('\ry = b\n\rx = a\ufeff') == {'y': 'b', 'x': 'a\ufeff'}

# %%
assert parse_config('\n\ry = b\n\rx = a\ufeffé') == {'y': 'b', 'x': 'a\ufeffé'}

# %%
assert parse_config('\n\ry = b\n\rx = a\ufeff ') == {'y': 'b', 'x': 'a\ufeff'}

# %%
assert parse_config('\n\ry = b') == {'y': 'b'}

# %%
assert parse_config(' \ufeffa  =  x\r\nb  =  y\r\n') == {'\ufeffa': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa    =    x\r\nb    =    y\r\n') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeffa  =  x\r\nb  =  y\r\n ') == {'a': 'x', 'b': 'y'}

# %%
assert parse_config('\ufeff# ONLY A COMMENT0') == {}

# %%
assert parse_config('\ufeff# only a') == {}

# %%
assert parse_config('\ufeff# only a comment00') == {}

# %%
assert parse_config('\ufeff# o') == {}

# %%
assert parse_config('\ufeff# only 0') == {}

# %%
assert parse_config('\ufeff# Only ') == {}

# %%
assert parse_config('## only a comment') == {}

# %%
assert parse_config('# only a') == {}

# %%
assert parse_config('# only a comment# only a comment') == {}

# %%
assert parse_config('# ONLY A COMMENT') == {}

# %%
assert parse_config('# only a comment ') == {}

# %%
assert parse_config('\ufeff# only a comment\ufeff# only a commen') == {}

# %%
assert parse_config('\ufeff# only a comment\ufeff# only a comment0') == {}

# %%
assert parse_config('\ufeff# Only A Commenté') == {}

# %%
assert parse_config('\ufeff# Only A Commen') == {}

# %%
assert parse_config('\ufeff# oNLY a cOMMENT') == {}

# %%
assert parse_config('\ufeff# ONLY A COMMENTé') == {}

# %%
assert parse_config('\ufeff# only a commen\ufeff# only a commen') == {}

# %%
assert parse_config('\ufeff# only a commentéé') == {}

# %%
assert parse_config('\ufeff# only a commenté\ufeff# only a commenté') == {}

# %%
assert parse_config('\ufeff# only a commenté0') == {}

# %%
assert parse_config('\ufeff# only a comment é') == {}

# %%
assert parse_config('\ufeff# ONLY A COMMENT ') == {}

# %%
assert parse_config('\ufeff#  only  a  comment  ') == {}

# %%
assert parse_config('\ufeff# only a comment 0') == {}

# %%
assert parse_config('\ufeff#  only  a  commenté') == {}

# %%
assert parse_config('#  only  a  comment') == {}
