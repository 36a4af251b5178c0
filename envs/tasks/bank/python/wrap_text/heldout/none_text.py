# %%
assert wrap_text(None, 1) == []

# %%
assert wrap_text(None, 1000000) == []

# %%
assert wrap_text(None, 9) == []

# %%
assert wrap_text(None, 20) == []

# %%
assert wrap_text(None, 11) == []

# %%
assert wrap_text(' \n\n ', 1000000) == []

# %%
assert wrap_text(' \n\n ', 1) == []

# %%
assert wrap_text(' \n\n ', 9) == []

# %%
assert wrap_text(' \n\n ', 5) == []

# %%
assert wrap_text(' \n\n é', 10) == ['é']

# %%
assert wrap_text(' \n\n 0', 10) == ['0']

# %%
assert wrap_text('', 10) == []

# %%
assert wrap_text('\n\n ', 10) == []

# %%
assert wrap_text(' ', 10) == []

# %%
assert wrap_text(None, 2) == []

# %%
assert wrap_text(None, 999999) == []

# %%
assert wrap_text(None, 4) == []

# %%
assert wrap_text(None, 18) == []

# %%
assert wrap_text(None, 21) == []

# %%
assert wrap_text(None, 12) == []

# %%
assert wrap_text(None, 22) == []

# %%
assert wrap_text(None, 14) == []

# %%
assert wrap_text(None, 6) == []

# %%
assert wrap_text(' \n\n ', 19) == []

# %%
assert wrap_text('  \n\n ', 20) == []

# %%
assert wrap_text('  \n\n  ', 20) == []

# %%
assert wrap_text('  \n\n  ', 1000000) == []

# %%
assert wrap_text('\n\n ', 1000000) == []

# %%
assert wrap_text('ß \n\n ', 1000000) == ['ß']

# %%
assert wrap_text(' \n\n', 1000000) == []

# %%
assert wrap_text(' \n\n é', 1000000) == ['é']

# %%
assert wrap_text(' \n\n  \n\n ', 1000000) == []

# %%
assert wrap_text('  \n\n  \n\n ', 10) == []

# %%
assert wrap_text('  \n\n    \n\n  ', 10) == []

# %%
assert wrap_text(' \n\n  \n\n  \n\n  \n\n ', 10) == []

# %%
assert wrap_text('ß \n\n  \n\n ', 10) == ['ß']

# %%
assert wrap_text(' \n\n ', 3) == []

# %%
assert wrap_text(' \n\n 0', 7) == ['0']

# %%
assert wrap_text('  \n\n ', 7) == []

# %%
assert wrap_text(' \n\n  \n\n ', 7) == []

# %%
assert wrap_text(' \n\n ', 2) == []

# %%
assert wrap_text(' \n\n é', 1) == ['é']

# %%
assert wrap_text('', 1) == []

# %%
assert wrap_text('\n\n ', 9) == []

# %%
assert wrap_text(' \n\n ', 18) == []

# %%
assert wrap_text(' ', 9) == []

# %%
assert wrap_text('ß  \n\n ', 10) == ['ß']

# %%
assert wrap_text('  \n\n é', 10) == ['é']

# %%
assert wrap_text('  \n\n 0', 10) == ['0']

# %%
assert wrap_text('  \n\n ', 5) == []

# %%
assert wrap_text(' \n', 1000000) == []

# %%
assert wrap_text('  \n', 10) == []

# %%
assert wrap_text('\n ', 10) == []

# %%
assert wrap_text(' \n \n', 10) == []

# %%
assert wrap_text('ß  \n\n  ', 10) == ['ß']

# %%
assert wrap_text('SS \n\n ', 10) == ['SS']

# %%
assert wrap_text('ß ', 10) == ['ß']

# %%
assert wrap_text(' ß \n\n ', 10) == ['ß']

# %%
assert wrap_text('', 5) == []

# %%
assert wrap_text(' \n', 5) == []

# %%
assert wrap_text(' \n\n é', 9) == ['é']

# %%
assert wrap_text('é \n\n ', 10) == ['é']

# %%
assert wrap_text(' \n\n é', 20) == ['é']

# %%
assert wrap_text(' \n\n éé', 10) == ['éé']

# %%
assert wrap_text(' \n\n  ', 9) == []

# %%
assert wrap_text(' \n\n   ', 10) == []

# %%
assert wrap_text('ß \n\n ', 11) == ['ß']

# %%
assert wrap_text(' \n\n ', 12) == []

# %%
assert wrap_text('  \n\n  0', 10) == ['0']

# %%
assert wrap_text('  \n\n   ', 10) == []

# %%
assert wrap_text('  \n\n  ', 5) == []

# %%
assert wrap_text(' \n\n 0é', 10) == ['0é']

# %%
assert wrap_text('0 \n\n ', 10) == ['0']

# %%
assert wrap_text('\n\n 0', 10) == ['0']

# %%
assert wrap_text(' \n\n 0', 5) == ['0']

# %%
assert wrap_text('', 1000000) == []

# %%
assert wrap_text('é', 10) == ['é']

# %%
assert wrap_text('\n\n ', 11) == []

# %%
assert wrap_text(' \n\n', 11) == []

# %%
assert wrap_text(' ', 11) == []
