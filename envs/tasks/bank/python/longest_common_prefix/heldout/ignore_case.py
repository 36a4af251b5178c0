# %%
assert longest_common_prefix(['', 'apricot', 'APT'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['AppleApple', 'apricot', 'APT'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['APT', 'apricot', 'Apple'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['Apple', 'apricot', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['A', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['apricot', 'Apple'], ignore_case=False) == ''

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
assert longest_common_prefix(['abc', 'ABD', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['a', 'ABD'], ignore_case=True) == 'a'

# %%
assert longest_common_prefix(['abc', 'ABD'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['APT', 'apricot', 'Apple', 'APT', 'apricot', 'Apple'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['', 'apricot'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['', 'apricot', 'APT', '', 'apricot', 'APT'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['APT', 'apricot', 'APPLE'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['APPLE', 'a', 'APT'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['apricot', 'Apple'], ignore_case=True) == 'ap'

# %%
assert longest_common_prefix(['APT', 'AppleApple', 'apricot'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['AppleApple', 'apricot', 'APT', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['apricot', 'APT', 'apricot'], ignore_case=True) == 'ap'

# %%
assert longest_common_prefix(['', 'APT'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['apricot'], ignore_case=True) == 'apricot'

# %%
assert longest_common_prefix(['APT', 'Apple'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['APT', 'Apple', 'apricot', 'APT'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix(['apricot', 'Apple', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['Apple', 'APT'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['apricot', 'Apple', 'A'], ignore_case=True) == 'a'

# %%
assert longest_common_prefix(['apricot', 'Apple', 'APTAPT'], ignore_case=True) == 'ap'

# %%
assert longest_common_prefix(['Apple', 'APT', 'apricot', 'Apple'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'APT', 'APPLE'], ignore_case=True) == 'Ap'

# %%
assert longest_common_prefix(['APT', 'APRICOT', 'Apple'], ignore_case=True) == 'AP'

# %%
assert longest_common_prefix([''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['A'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['APT', 'apricot', 'A'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['A', 'apricotapricot', 'APT'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['A', 'apricot', 'APT', 'A', 'apricot', 'APT'], ignore_case=True) == 'A'

# %%
assert longest_common_prefix(['', 'Apple', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['apricot', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['A', 'apricot', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', '', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['A', 'apricot', 'Apple'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['APPLE', 'apricot', 'Apple'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple', 'Apple'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['APPLE'], ignore_case=False) == 'APPLE'

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple', 'apricot', 'Apple', 'apricot', 'Apple', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['Apple', 'apricot', 'Apple', 'apricotapricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['', 'apricot', '', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix([''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['AppleApple', 'apricotapricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['AppleApple', 'apricot', 'AppleApple', 'apricot'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['a'], ignore_case=False) == 'a'

# %%
assert longest_common_prefix(['apricot', 'apricot'], ignore_case=False) == 'apricot'

# %%
assert longest_common_prefix(['abc', 'ABD', 'abc', 'ABD', 'abc'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['ABD', 'abc', 'ABD', 'abc'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['ABD', 'abc', 'abc'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['abc', '', 'abc'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['a'], ignore_case=True) == 'a'

# %%
assert longest_common_prefix(['ABD'], ignore_case=False) == 'ABD'

# %%
assert longest_common_prefix(['ABDABD'], ignore_case=True) == 'ABDABD'

# %%
assert longest_common_prefix(['ABD', 'ABD'], ignore_case=True) == 'ABD'

# %%
assert longest_common_prefix(['ABD', 'abc', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['ABDABD', 'abc'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['', 'abc'], ignore_case=True) == ''

# %%
assert longest_common_prefix(['abc', 'ABD', '', 'abc', 'ABD', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['abc', 'A', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['a', 'ABDABD'], ignore_case=True) == 'a'

# %%
assert longest_common_prefix(['abcabc', 'ABD', 'abcabc'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['abcabc', 'ABD', ''], ignore_case=True) == ''

# %%
assert longest_common_prefix(['abcabc', 'ABDABD'], ignore_case=True) == 'ab'

# %%
assert longest_common_prefix(['ABD', 'abcabc'], ignore_case=True) == 'AB'

# %%
assert longest_common_prefix(['', 'ABD'], ignore_case=False) == ''

# %%
assert longest_common_prefix(['abc', 'ABD', ''], ignore_case=False) == ''

# %%
assert longest_common_prefix(['', 'ABD', '', 'ABD'], ignore_case=True) == ''
