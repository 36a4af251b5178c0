# %%
assert wrap_text(None, 1000010) == []

# %%
assert wrap_text(None, 9) == []

# %%
assert wrap_text(None, 11) == []

# %%
assert wrap_text(' \n\n ', 1000010) == []

# %%
assert wrap_text(' \n\n  \n\n ', 10) == []

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
assert wrap_text(None, 2000020) == []

# %%
assert wrap_text(None, 2000010) == []

# %%
assert wrap_text(None, 4) == []

# %%
assert wrap_text(None, 40) == []

# %%
assert wrap_text(None, 12) == []

# %%
assert wrap_text(None, 1000011) == []

# %%
assert wrap_text(None, 1000007) == []

# %%
assert wrap_text(' \n\n ', 19) == []

# %%
assert wrap_text(' \n\n  ', 20) == []

# %%
assert wrap_text(' \n\n  \n\n ', 20) == []

# %%
assert wrap_text('\n\n ', 20) == []

# %%
assert wrap_text('  \n\n  ', 20) == []

# %%
assert wrap_text('ß \n\n ', 20) == ['ß']

# %%
assert wrap_text(' \n\n 0', 1000010) == ['0']

# %%
assert wrap_text(' \n\n ', 1000009) == []

# %%
assert wrap_text('ß \n\n ', 1000010) == ['ß']

# %%
assert wrap_text('  \n\n  ', 1000010) == []

# %%
assert wrap_text('  \n\n  \n\n ', 10) == []

# %%
assert wrap_text(' \n\n  \n\n  \n\n  \n\n ', 10) == []

# %%
assert wrap_text('ß \n\n  \n\n ', 10) == ['ß']

# %%
assert wrap_text(' \n\n ', 3) == []

# %%
assert wrap_text('', 7) == []

# %%
assert wrap_text(' \n\n', 7) == []

# %%
assert wrap_text(' \n\n ', 14) == []

# %%
assert wrap_text(' \n\n  ', 1) == []

# %%
assert wrap_text(' \n\n ', 2) == []

# %%
assert wrap_text('\n\n ', 1) == []

# %%
assert wrap_text(' \n\n', 9) == []

# %%
assert wrap_text('\n\n ', 9) == []

# %%
assert wrap_text('  \n\n ', 9) == []

# %%
assert wrap_text(' \n\n ', 18) == []

# %%
assert wrap_text('  \n\n  ', 9) == []

# %%
assert wrap_text('ß  \n\n ', 10) == ['ß']

# %%
assert wrap_text('  \n\n 0', 10) == ['0']

# %%
assert wrap_text('  \n\n ', 11) == []

# %%
assert wrap_text('  \n\n ', 5) == []

# %%
assert wrap_text(' \n', 1000010) == []

# %%
assert wrap_text('  \n', 10) == []

# %%
assert wrap_text(' \n', 11) == []

# %%
assert wrap_text('\n ', 10) == []

# %%
assert wrap_text(' \n\n ß', 10) == ['ß']

# %%
assert wrap_text('ß  \n\n  ', 10) == ['ß']

# %%
assert wrap_text('SS \n\n ', 10) == ['SS']

# %%
assert wrap_text('ß \n\n ', 9) == ['ß']

# %%
assert wrap_text(' ß \n\n ', 10) == ['ß']

# %%
assert wrap_text('ß \n\n ', 5) == ['ß']

# %%
assert wrap_text(' \n\n ', 4) == []

# %%
assert wrap_text('', 5) == []

# %%
assert wrap_text(' \n\n é', 9) == ['é']

# %%
assert wrap_text('é \n\n ', 10) == ['é']

# %%
assert wrap_text(' \n\n éé', 10) == ['éé']

# %%
assert wrap_text(' \n\n é0', 10) == ['é0']

# %%
assert wrap_text(' \n\n  ', 9) == []

# %%
assert wrap_text(' \n\n   ', 10) == []

# %%
assert wrap_text(' \n\n  ', 1000010) == []

# %%
assert wrap_text(' \n\n ', 22) == []

# %%
assert wrap_text(' \n\n ', 12) == []

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
assert wrap_text('0', 10) == ['0']

# %%
assert wrap_text('\n\n ', 11) == []

# %%
assert wrap_text('ß \n\n', 10) == ['ß']

# %%
assert wrap_text(' ', 11) == []
