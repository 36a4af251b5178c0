# %%
assert slugify('ello World!') == 'ello-world'

# %%
assert slugify('!dlroW olleH') == 'dlrow-olleh'

# %%
assert slugify('Hello World!0') == 'hello-world-0'

# %%
assert slugify('HELLO WORLD!') == 'hello-world'

# %%
assert slugify('Hello World!Hello World!') == 'hello-world-hello-world'

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
assert slugify('  Python 3.11 is out 0') == 'python-3-11-is-out-0'

# %%
assert slugify(' tuo si 11.3 nohtyP  ') == 'tuo-si-11-3-nohtyp'

# %%
assert slugify(' Python 3.11 is out ') == 'python-3-11-is-out'

# %%
assert slugify('  PYTHON 3.11 IS OUT ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is out  ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3') == 'python-3'

# %%
assert slugify('aa--b') == 'aa-b'

# %%
assert slugify(' a--b') == 'a-b'

# %%
assert slugify('a--') == 'a'

# %%
assert slugify(' already-a-slug') == 'already-a-slug'

# %%
assert slugify('lready-a-slug') == 'lready-a-slug'

# %%
assert slugify('guls-a-ydaerla') == 'guls-a-ydaerla'

# %%
assert slugify('already-a-slug ') == 'already-a-slug'

# %%
assert slugify('already-a-slug0') == 'already-a-slug0'

# %%
assert slugify('Already-A-Slug') == 'already-a-slug'

# %%
assert slugify('already') == 'already'

# %%
assert slugify('aalready-a-slug') == 'aalready-a-slug'

# %%
assert slugify('H0') == 'h0'

# %%
assert slugify(' Hello') == 'hello'

# %%
assert slugify('Ello World!') == 'ello-world'

# %%
assert slugify('HHello World!0') == 'hhello-world-0'

# %%
assert slugify('Hel') == 'hel'

# %%
assert slugify(' Hello World!Hello World!') == 'hello-world-hello-world'

# %%
assert slugify('hello world!hello world!') == 'hello-world-hello-world'

# %%
assert slugify('hello ') == 'hello'

# %%
assert slugify('hhello world!') == 'hhello-world'

# %%
assert slugify('HHello') == 'hhello'

# %%
assert slugify('hELLO wORLD! ') == 'hello-world'

# %%
assert slugify('HELLO WORLD! ') == 'hello-world'

# %%
assert slugify('HELLO WORLD') == 'hello-world'

# %%
assert slugify('   Python 3.11 is out') == 'python-3-11-is-out'

# %%
assert slugify('   PYTHON 3.11 IS OUT ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 is ou') == 'python-3-11-is-ou'

# %%
assert slugify(' Python 3.11 is out') == 'python-3-11-is-out'

# %%
assert slugify('    Python  3.11  is  out  0') == 'python-3-11-is-out-0'

# %%
assert slugify('  Python 3.11 is out 00') == 'python-3-11-is-out-00'

# %%
assert slugify(' tuo si 11.3 nohtyP   ') == 'tuo-si-11-3-nohtyp'

# %%
assert slugify(' tuo si 11') == 'tuo-si-11'

# %%
assert slugify(' Python 3.11 is out  ') == 'python-3-11-is-out'

# %%
assert slugify('   Python 3.11 Is Out ') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 Is Out') == 'python-3-11-is-out'

# %%
assert slugify('  Python 3.11 Is Out   Python 3.11 Is Out ') == 'python-3-11-is-out-python-3-11-is-out'

# %%
assert slugify('    PYTHON  3.11  IS  OUT  ') == 'python-3-11-is-out'

# %%
assert slugify('    Python  3') == 'python-3'

# %%
assert slugify('  Python 3  Python 3') == 'python-3-python-3'

# %%
assert slugify('   Python 3') == 'python-3'

# %%
assert slugify(' --b') == 'b'

# %%
assert slugify('A-') == 'a'

# %%
assert slugify('A--B0') == 'a-b0'

# %%
assert slugify('A--BA--B') == 'a-ba-b'

# %%
assert slugify('a--ba--b0') == 'a-ba-b0'

# %%
assert slugify('--a') == 'a'

# %%
assert slugify('b') == 'b'

# %%
assert slugify('Aa--B') == 'aa-b'

# %%
assert slugify(' a--') == 'a'

# %%
assert slugify('a-0') == 'a-0'

# %%
assert slugify('a-a-') == 'a-a'

# %%
assert slugify('lready-a-slu') == 'lready-a-slu'

# %%
assert slugify('lready-a-slug0') == 'lready-a-slug0'

# %%
assert slugify(' lready-a-slug') == 'lready-a-slug'

# %%
assert slugify(' already-a-slugalready-a-slug') == 'already-a-slugalready-a-slug'

# %%
assert slugify('lready-a-slugalready-a-slug') == 'lready-a-slugalready-a-slug'

# %%
assert slugify('already-a-slugalready-a-slug ') == 'already-a-slugalready-a-slug'

# %%
assert slugify('Already-A-Slug ') == 'already-a-slug'

# %%
assert slugify('ALREADY-A-SLUG ') == 'already-a-slug'

# %%
assert slugify('Already-A-Slug0') == 'already-a-slug0'

# %%
assert slugify('Already') == 'already'

# %%
assert slugify('A') == 'a'

# %%
assert slugify('alreadyalready') == 'alreadyalready'
