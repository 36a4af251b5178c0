# %%
assert wrap_text('aa bb cc', 6, indent='> ') == ['> aa', '> bb', '> cc']

# %% held-out
assert wrap_text('aaa bb c', 7, indent='- ') == ['- aaa', '- bb c']

# %% held-out
assert wrap_text('aa bb', 5, indent='') == ['aa bb']
