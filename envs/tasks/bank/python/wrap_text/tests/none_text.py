# %%
assert wrap_text(None, 10) == []

# %% held-out
assert wrap_text(' \n\n ', 10) == []
