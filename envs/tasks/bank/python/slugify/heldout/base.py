# %%
assert slugify('H') == 'h'

# %%
assert slugify(' Hello World!') == 'hello-world'

# %%
assert slugify('ello World!') == 'ello-world'

# %%
assert slugify('!dlroW olleH') == 'dlrow-olleh'

# %%
assert slugify('Hello World!0') == 'hello-world-0'

# %%
assert slugify('Hello ') == 'hello'

# %%
assert slugify('HELLO WORLD!') == 'hello-world'

# %%
assert slugify('Hello World!Hello World!') == 'hello-world-hello-world'

# %%
assert slugify('hello world!') == 'hello-world'

# %%
assert slugify('HHello World!') == 'hhello-world'

# %%
assert slugify('Hello  World!') == 'hello-world'

# %%
assert slugify('Hello World! ') == 'hello-world'

# %%
assert slugify('Hello World') == 'hello-world'

# %%
assert slugify('hELLO wORLD!') == 'hello-world'

# %%
assert slugify('   Python 3.11 is out ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is out') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is out 0') == 'python-3-11-is-out-0'

# %%
assert slugify(' tuo si 11.3 nohtyP  ') == 'tuo-si-11-3-nohtyp'

# %%
assert slugify(' Python 3.11 is out ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 Is Out ') == 'python-3-11-is-out'

# %%
assert slugify('  pYTHON 3.11 IS OUT ') == 'python-3-11-is-out'

# %%
assert slugify('  PYTHON 3.11 IS OUT ') == 'python-3-11-is-out'

# %%
assert slugify('  python 3.11 is out ') == 'python-3-11-is-out'

# %%
assert slugify('    Python  3.11  is  out  ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is out  ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is out   Python 3.11 is out ') == 'python-3-11-is-out-python-3-11-is-out'

# %%
assert slugify('  Python 3') == 'python-3'

# %%
assert slugify('--b') == 'b'

# %%
assert slugify('A--B') == 'a-b'

# %%
assert slugify('a--ba--b') == 'a-ba-b'

# %%
assert slugify('a') == 'a'

# %%
assert slugify('a--b0') == 'a-b0'

# %%
assert slugify('b--a') == 'b-a'

# %%
assert slugify('aa--b') == 'aa-b'

# %%
assert slugify(' a--b') == 'a-b'

# %%
assert slugify('a--') == 'a'

# %%
assert slugify('a-') == 'a'

# %%
assert slugify('a--b ') == 'a-b'

# %%
assert slugify(' already-a-slug') == 'already-a-slug'

# %%
assert slugify('already-a-slu') == 'already-a-slu'

# %%
assert slugify('lready-a-slug') == 'lready-a-slug'

# %%
assert slugify('already-a-slugalready-a-slug') == 'already-a-slugalready-a-slug'

# %%
assert slugify('guls-a-ydaerla') == 'guls-a-ydaerla'

# %%
assert slugify('already-a-slug ') == 'already-a-slug'

# %%
assert slugify('already-a-slug0') == 'already-a-slug0'

# %%
assert slugify('ALREADY-A-SLUG') == 'already-a-slug'

# %%
assert slugify('Already-A-Slug') == 'already-a-slug'

# %%
assert slugify('already') == 'already'

# %%
assert slugify('aalready-a-slug') == 'aalready-a-slug'
