# %%
assert wrap_text(None, 1) == []

# %%
assert wrap_text(None, 1000010) == []

# %%
assert wrap_text(None, 5) == []

# %%
assert wrap_text(None, 9) == []

# %%
assert wrap_text(None, 20) == []

# %%
assert wrap_text(None, 11) == []

# %%
assert wrap_text(None, 7) == []

# %%
assert wrap_text(' \n\n ', 20) == []

# %%
assert wrap_text(' \n\n ', 1000010) == []

# %%
assert wrap_text(' \n\n  \n\n ', 10) == []

# %%
assert wrap_text(' \n\n ', 7) == []

# %%
assert wrap_text(' \n\n ', 1) == []

# %%
assert wrap_text(' \n\n ', 9) == []

# %%
assert wrap_text('  \n\n ', 10) == []

# %%
assert wrap_text(' \n', 10) == []

# %%
assert wrap_text('ß \n\n ', 10) == ['ß']

# %%
assert wrap_text(' \n\n ', 5) == []

# %%
assert wrap_text(' \n\n é', 10) == ['é']

# %%
assert wrap_text(' \n\n  ', 10) == []

# %%
assert wrap_text(' \n\n ', 11) == []

# %%
assert wrap_text('  \n\n  ', 10) == []

# %%
assert wrap_text(' \n\n 0', 10) == ['0']

# %%
assert wrap_text('', 10) == []

# %%
assert wrap_text('\n\n ', 10) == []

# %%
assert wrap_text(' \n\n', 10) == []

# %%
assert wrap_text(' ', 10) == []
