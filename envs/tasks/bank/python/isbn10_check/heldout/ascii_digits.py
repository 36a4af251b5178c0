# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢0') is False

# %%
assert is_valid_isbn10('٠') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤') is False

# %%
assert is_valid_isbn10('٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('ß٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢é') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣٠') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢ ') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２é') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２ ') is False

# %%
assert is_valid_isbn10('ß０３０６４０６１５２') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２0') is False

# %%
assert is_valid_isbn10('０３０６４') is False

# %%
assert is_valid_isbn10('０３０６４０６１５') is False

# %%
assert is_valid_isbn10(' ０３０６４０６１５２') is False

# %%
assert is_valid_isbn10('２５１６０４６０３０') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２０３０６４０６１５２') is False

# %%
assert is_valid_isbn10('３０６４０６１５２') is False

# %%
assert is_valid_isbn10('００３０６４０６１５２') is False

# %%
assert is_valid_isbn10('０') is False
