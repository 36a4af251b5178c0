# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２') is False
