# %%
assert title_case('hello worl') == 'Hello Worl'

# %%
assert title_case('dlrow olleh') == 'Dlrow Olleh'

# %%
assert title_case('hello') == 'Hello'

# %%
assert title_case('hello worldé') == 'Hello Worldé'

# %%
assert title_case('hello world0') == 'Hello World0'

# %%
assert title_case('hello world ') == 'Hello World'

# %%
assert title_case('hELLO wORLDé') == 'Hello Worldé'

# %%
assert title_case('hELLO  wORLD') == 'Hello World'

# %%
assert title_case('hELLO wORLD ') == 'Hello World'

# %%
assert title_case(' hELLO wORLD') == 'Hello World'

# %%
assert title_case('hELLO wORLD0') == 'Hello World0'

# %%
assert title_case('hELLO') == 'Hello'

# %%
assert title_case('  Many   Spaces Here ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here  ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here 0') == 'Many Spaces Here 0'

# %%
assert title_case('   many   spaces here ') == 'Many Spaces Here'

# %%
assert title_case('    many      spaces  here  ') == 'Many Spaces Here'

# %%
assert title_case('  many   s') == 'Many S'

# %%
assert title_case('HELLO  WORLD') == 'Hello World'

# %%
assert title_case('Hello  World') == 'Hello World'

# %%
assert title_case('dlrow') == 'Dlrow'

# %%
assert title_case('hhhello world') == 'Hhhello World'

# %%
assert title_case('hhello worldhhello world') == 'Hhello Worldhhello World'

# %%
assert title_case('hé') == 'Hé'

# %%
assert title_case('h ') == 'H'

# %%
assert title_case('olleh') == 'Olleh'

# %%
assert title_case('hhello') == 'Hhello'

# %%
assert title_case('he') == 'He'

# %%
assert title_case('ello') == 'Ello'

# %%
assert title_case('Hello Worldhello World') == 'Hello Worldhello World'

# %%
assert title_case('ELLO WORLD') == 'Ello World'

# %%
assert title_case('hello  world0') == 'Hello World0'

# %%
assert title_case(' hello') == 'Hello'

# %%
assert title_case(' hello worldé') == 'Hello Worldé'

# %%
assert title_case(' hello worl') == 'Hello Worl'

# %%
assert title_case('  hello world') == 'Hello World'

# %%
assert title_case('ello ') == 'Ello'

# %%
assert title_case('Ello World') == 'Ello World'

# %%
assert title_case('Hello Worl') == 'Hello Worl'

# %%
assert title_case('Hello') == 'Hello'

# %%
assert title_case('Hello World ') == 'Hello World'

# %%
assert title_case('Hello WorldÉ') == 'Hello Worldé'

# %%
assert title_case('hhELLO wORLDé') == 'Hhello Worldé'

# %%
assert title_case(' hELLO wORLDé') == 'Hello Worldé'

# %%
assert title_case('hELLO  wORLDhELLO  wORLD') == 'Hello Worldhello World'

# %%
assert title_case('hELLO  wORL') == 'Hello Worl'

# %%
assert title_case('DLROw  OLLEh') == 'Dlrow Olleh'

# %%
assert title_case('ELLO  wORLD') == 'Ello World'

# %%
assert title_case('hELLO wORLD 0') == 'Hello World 0'

# %%
assert title_case('hELLO wORLD é') == 'Hello World É'

# %%
assert title_case('hELLO  wORLD  ') == 'Hello World'

# %%
assert title_case('hhELLO wORL') == 'Hhello Worl'

# %%
assert title_case(' hELLO wORLD hELLO wORLD') == 'Hello World Hello World'

# %%
assert title_case(' hELLO wORLD0') == 'Hello World0'

# %%
assert title_case('DLROw') == 'Dlrow'

# %%
assert title_case(' DLROw OLLEh') == 'Dlrow Olleh'

# %%
assert title_case('0DLROw OLLEh') == '0dlrow Olleh'

# %%
assert title_case('hELLO0') == 'Hello0'

# %%
assert title_case('HELLO') == 'Hello'

# %%
assert title_case('  mANY   sPACES hERE ') == 'Many Spaces Here'

# %%
assert title_case('   Many   Spaces Here ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here   ') == 'Many Spaces Here'

# %%
assert title_case('    many      spaces  here') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces her') == 'Many Spaces Her'

# %%
assert title_case('  Many   Spaces Here 0') == 'Many Spaces Here 0'

# %%
assert title_case('   many   spaces here  ') == 'Many Spaces Here'

# %%
assert title_case('   many   s') == 'Many S'

# %%
assert title_case('   many   spaces here') == 'Many Spaces Here'

# %%
assert title_case('  ') == ''

# %%
assert title_case('    many      spaces  here ') == 'Many Spaces Here'

# %%
assert title_case('  many   s ') == 'Many S'

# %%
assert title_case(' many   spaces here  ') == 'Many Spaces Here'

# %%
assert title_case(' many   spaces here   many   spaces here ') == 'Many Spaces Here Many Spaces Here'

# %%
assert title_case(' ereh secaps   ynam  é') == 'Ereh Secaps Ynam É'

# %%
assert title_case(' ereh secaps   ynam  0') == 'Ereh Secaps Ynam 0'

# %%
assert title_case('    MANY      SPACES  HERE  ') == 'Many Spaces Here'

# %%
assert title_case('É') == 'É'

# %%
assert title_case('é0') == 'É0'

# %%
assert title_case('é ') == 'É'

# %%
assert title_case('éé') == 'Éé'
