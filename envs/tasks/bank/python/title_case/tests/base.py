# %%
assert title_case('hello world') == 'Hello World'

# %%
assert title_case('hELLO wORLD') == 'Hello World'

# %%
assert title_case('  many   spaces here ') == 'Many Spaces Here'

# %%
assert title_case('') == ''
