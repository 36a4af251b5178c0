# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢0') is False

# %%
assert is_valid_isbn10('٠') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤') is False

# %%
assert is_valid_isbn10('٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣٠') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２0') is False

# %%
assert is_valid_isbn10('０３０６４０６１５') is False

# %%
assert is_valid_isbn10('２５１６０４６０３０') is False

# %%
assert is_valid_isbn10('００３０６４０６１５２') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤٠٦١٥٢٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('0٢٥١٦٠٤٦٠٣٠') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢0 ') is False

# %%
assert is_valid_isbn10('٠0') is False

# %%
assert is_valid_isbn10('ß٠') is False

# %%
assert is_valid_isbn10('٠٠') is False

# %%
assert is_valid_isbn10('٠é') is False

# %%
assert is_valid_isbn10('  ٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣٠ ') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦٤٠٦١٥٢ ٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦٤٠٦١٥') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤é') is False

# %%
assert is_valid_isbn10('٣٠٦٤') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦٤') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣') is False

# %%
assert is_valid_isbn10('٣٠٦٤٠٦١٥٢é') is False

# %%
assert is_valid_isbn10('٣٠٦٤٠٦١٥') is False

# %%
assert is_valid_isbn10('٣') is False

# %%
assert is_valid_isbn10(' ') is False

# %%
assert is_valid_isbn10('é') is False

# %%
assert is_valid_isbn10(' ٠٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤٠٦١٥٢٠٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10(' ß٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('ß٠٣٠٦٤٠٦١٥٢é') is False

# %%
assert is_valid_isbn10('ßß٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10('ß٠٣٠٦٤٠٦١٥٢ ') is False

# %%
assert is_valid_isbn10('Ss٠٣٠٦٤٠٦١٥٢') is False

# %%
assert is_valid_isbn10(' ٠٣٠٦٤٠٦١٥٢é') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢é٠٣٠٦٤٠٦١٥٢é') is False

# %%
assert is_valid_isbn10('٢٥١٦٠') is False

# %%
assert is_valid_isbn10('٥١٦٠٤٦٠٣٠') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣٠é') is False

# %%
assert is_valid_isbn10('٢٥١٦٠٤٦٠٣٠0') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢ é') is False

# %%
assert is_valid_isbn10('٠٣٠٦٤٠٦١٥ ') is False

# %%
assert is_valid_isbn10('٠٠٣٠٦٤٠٦١٥') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２é０３０６４０６１５２é') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２é ') is False

# %%
assert is_valid_isbn10(' ２５１６０４６０３０') is False

# %%
assert is_valid_isbn10('ß０３０６４０６１５２ ') is False

# %%
assert is_valid_isbn10('ß０３０６４０６１５') is False

# %%
assert is_valid_isbn10('２５１６０４６０３０ß') is False

# %%
assert is_valid_isbn10('ß０３０６４０６１５２é') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２00') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２0０３０６４０６１５２0') is False

# %%
assert is_valid_isbn10('００３０６４') is False

# %%
assert is_valid_isbn10('４６０３０') is False

# %%
assert is_valid_isbn10('３０６４') is False

# %%
assert is_valid_isbn10(' ０３０６４') is False

# %%
assert is_valid_isbn10('０３０６４０３０６４') is False

# %%
assert is_valid_isbn10('０３０６４０６１５0') is False

# %%
assert is_valid_isbn10(' ０３０６４０６１５') is False

# %%
assert is_valid_isbn10('２５１６０４６０３０é') is False

# %%
assert is_valid_isbn10('２５１６０４６０３０0') is False

# %%
assert is_valid_isbn10('２') is False

# %%
assert is_valid_isbn10('２２５１６０４６０３０') is False

# %%
assert is_valid_isbn10('０３０６４０６１５２０３０６４０６１５') is False

# %%
assert is_valid_isbn10(' ０３０６４０６１５２０３０６４０６１５２') is False

# %%
assert is_valid_isbn10('３０６４０６１５２３０６４０６１５２') is False

# %%
assert is_valid_isbn10(' ３０６４０６１５２') is False

# %%
assert is_valid_isbn10('３０６４０６１５２0') is False

# %%
assert is_valid_isbn10('０００３０６４０６１５２') is False

# %%
assert is_valid_isbn10('００３０６') is False

# %%
assert is_valid_isbn10('０ ') is False

# %%
assert is_valid_isbn10(' ０') is False

# %%
assert is_valid_isbn10('ß０') is False
