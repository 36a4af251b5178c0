# %%
assert title_case('hello world') == 'Hello World'

# %% held-out
assert title_case('hELLO wORLD') == 'Hello World'

# %% held-out
assert title_case('  many   spaces here ') == 'Many Spaces Here'

# %% held-out
assert title_case('') == ''
