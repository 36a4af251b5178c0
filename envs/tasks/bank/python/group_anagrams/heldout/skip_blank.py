# %%
assert group_anagrams(['  ', 'ba', ' ', 'ab', '']) == [['ba', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', '  ', ' ', '']) == [['ba', 'ab']]

# %%
assert group_anagrams([]) == []

# %%
assert group_anagrams(['', 'ab', ' ', 'baba', '  ']) == [['ab'], ['baba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'b', '  ']) == [['ab'], ['b']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '']) == [['ab', 'ba']]

# %%
assert group_anagrams(['']) == []

# %%
assert group_anagrams(['', ' ', '  ', 'ab', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['ab', ' ', 'ba', '  ']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', '', '  ']) == [['ab']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', '', '']) == []

# %%
assert group_anagrams(['', '', '', '']) == []
