# %%
assert title_case('hello worl') == 'Hello Worl'

# %%
assert title_case('hello  world') == 'Hello World'

# %%
assert title_case('dlrow olleh') == 'Dlrow Olleh'

# %%
assert title_case('hhello world') == 'Hhello World'

# %%
assert title_case('h') == 'H'

# %%
assert title_case('hello') == 'Hello'

# %%
assert title_case('hello worldé') == 'Hello Worldé'

# %%
assert title_case('hello worldhello world') == 'Hello Worldhello World'

# %%
assert title_case('HELLO WORLD') == 'Hello World'

# %%
assert title_case('hello world0') == 'Hello World0'

# %%
assert title_case(' hello world') == 'Hello World'

# %%
assert title_case('ello world') == 'Ello World'

# %%
assert title_case('Hello World') == 'Hello World'

# %%
assert title_case('hello world ') == 'Hello World'

# %%
assert title_case('hELLO wORLDé') == 'Hello Worldé'

# %%
assert title_case('hELLO wORLDhELLO wORLD') == 'Hello Worldhello World'

# %%
assert title_case('hELLO  wORLD') == 'Hello World'

# %%
assert title_case('hELLO wORLD ') == 'Hello World'

# %%
assert title_case('hELLO wORL') == 'Hello Worl'

# %%
assert title_case(' hELLO wORLD') == 'Hello World'

# %%
assert title_case('hhELLO wORLD') == 'Hhello World'

# %%
assert title_case('ELLO wORLD') == 'Ello World'

# %%
assert title_case('DLROw OLLEh') == 'Dlrow Olleh'

# %%
assert title_case('hELLO wORLD0') == 'Hello World0'

# %%
assert title_case('hELLO') == 'Hello'

# %%
assert title_case('  Many   Spaces Here ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here  ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here é') == 'Many Spaces Here É'

# %%
assert title_case('  many   spaces here') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here 0') == 'Many Spaces Here 0'

# %%
assert title_case('   many   spaces here ') == 'Many Spaces Here'

# %%
assert title_case(' ') == ''

# %%
assert title_case('    many      spaces  here  ') == 'Many Spaces Here'

# %%
assert title_case('  many   s') == 'Many S'

# %%
assert title_case(' many   spaces here ') == 'Many Spaces Here'

# %%
assert title_case('  many   spaces here   many   spaces here ') == 'Many Spaces Here Many Spaces Here'

# %%
assert title_case(' ereh secaps   ynam  ') == 'Ereh Secaps Ynam'

# %%
assert title_case('  MANY   SPACES HERE ') == 'Many Spaces Here'

# %%
assert title_case('0') == '0'

# %%
assert title_case('é') == 'É'
