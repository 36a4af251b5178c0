# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢') is False

# %% held-out
assert is_valid_isbn10('０３０６４０６１５２') is False
