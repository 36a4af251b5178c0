# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', 'Apple', 'apricot', 'APT'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['', 'apricot', 'APT'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['APPLE', 'apricot', 'APT'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['AppleApple', 'apricot', 'APT'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['apricot', 'APT'], ignore_case=True) == 'ap'

# %%
assert longest_common_prefix(['APT', 'Apple', 'apricot'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['apricot', 'Apple', 'APT'], ignore_case=True) == 'ap'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', 'Apple'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['APT', 'apricot', 'Apple'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['Apple'], ignore_case=True) == 'Apple'

# %%
assert longest_common_prefix(['A', 'apricot', 'APT'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['Apple', 'apricot', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['APPLE', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['A', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['apricot', 'Apple'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['AppleApple', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple'], ignore_case=False) == 'Apple'

# %%
assert longest_common_prefix(['apricot'], ignore_case=False) == 'apricot'

# %%
assert longest_common_prefix(['abc', 'ABD', 'abc', 'ABD'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['abc', 'ABD', 'abc'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['abc'], ignore_case=True) == 'abc'

# %%
assert longest_common_prefix(['ABD'], ignore_case=True) == 'ABD'

# %%
assert longest_common_prefix(['ABD', 'abc'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['abc', 'ABD', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['ABC', 'ABD'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['a', 'ABD'], ignore_case=True) == 'a'

# %%
assert longest_common_prefix(['abcabc', 'ABD'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['abc', 'ABD'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['', 'ABD'], ignore_case=True) == ''
