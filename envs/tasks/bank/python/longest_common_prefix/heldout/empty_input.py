# %%
assert longest_common_prefix(()) == ''
