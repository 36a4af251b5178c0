# %%
assert wrap_text(None, 10) == []

# %%
assert wrap_text(' \n\n ', 10) == []
