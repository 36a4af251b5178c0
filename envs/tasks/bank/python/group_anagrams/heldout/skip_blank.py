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
assert group_anagrams(['', 'ab', ' ', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', '', '  ']) == [['ab']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', '', '']) == []

# %%
assert group_anagrams(['  ']) == []

# %%
assert group_anagrams(['  ', 'b', ' ', 'ab', '']) == [['b'], ['ab']]

# %%
assert group_anagrams(['  ', 'ba', ' ', 'ab', '', '  ', 'ba', ' ', 'ab', '']) == [['ba', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['  ', 'ba', ' ', 'ab']) == [['ba', 'ab']]

# %%
assert group_anagrams(['  ', '', ' ', 'ab', '']) == [['ab']]

# %%
assert group_anagrams(['ba', ' ', 'ab', '']) == [['ba', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', '  ', ' ', '', 'ba', 'ab', '  ', ' ', '']) == [['ba', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', '  ', ' ']) == [['ba', 'ab']]

# %%
assert group_anagrams(['ba', 'a', '  ', ' ', '']) == [['ba'], ['a']]

# %%
assert group_anagrams(['ab', '  ', ' ', '']) == [['ab']]

# %%
assert group_anagrams(['ba', '', '  ', ' ', '']) == [['ba']]

# %%
assert group_anagrams(['ba']) == [['ba']]

# %%
assert group_anagrams(()) == []

# %%
assert group_anagrams(['ab', ' ', 'baba', '  ']) == [['ab'], ['baba']]

# %%
assert group_anagrams(['', ' ', '  ', 'ab', 'baba']) == [['ab'], ['baba']]

# %%
assert group_anagrams(['', '', ' ', 'baba', '  ']) == [['baba']]

# %%
assert group_anagrams(['baba', 'ab', '  ', ' ', '']) == [['baba'], ['ab']]

# %%
assert group_anagrams(['', 'a', ' ', 'baba', '  ']) == [['a'], ['baba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'baba', '  ', '', 'ab', ' ', 'baba', '  ']) == [['ab', 'ab'], ['baba', 'baba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'baba', '  ', '']) == [['ab'], ['baba']]

# %%
assert group_anagrams(['', 'AB', ' ', 'baba', '  ']) == [['AB'], ['baba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'baba']) == [['ab'], ['baba']]

# %%
assert group_anagrams(['', 'abab', ' ', 'baba', '  ']) == [['abab', 'baba']]

# %%
assert group_anagrams(['', 'ab', '  ', 'b', '  ']) == [['ab'], ['b']]

# %%
assert group_anagrams(['', 'ab', ' ', 'b']) == [['ab'], ['b']]

# %%
assert group_anagrams(['', ' ', '  ', 'ab', 'b']) == [['ab'], ['b']]

# %%
assert group_anagrams(['', 'ab', ' ', 'b', '  ', '', 'ab', ' ', 'b', '  ']) == [['ab', 'ab'], ['b', 'b']]

# %%
assert group_anagrams(['ab', ' ', 'b', '  ']) == [['ab'], ['b']]

# %%
assert group_anagrams(['', 'ab', '', 'b', '  ']) == [['ab'], ['b']]

# %%
assert group_anagrams(['b', 'ab', '  ', ' ', '']) == [['b'], ['ab']]

# %%
assert group_anagrams(['', '  ', 'ba', ' ', 'ab', '']) == [['ba', 'ab']]

# %%
assert group_anagrams(['ab', ' ', 'ba', '  ', '']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', '', 'ab', ' ', 'ba', '  ', '']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', '', ' ', '  ', 'ab', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', ' ', '  ', 'ab']) == [['ab']]

# %%
assert group_anagrams(['', ' ', '  ', '', 'ba']) == [['ba']]

# %%
assert group_anagrams([' ', '  ', 'ab', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', ' ', '  ', 'ab', 'ba', '']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', ' ', '  ', 'abab', 'ba']) == [['abab'], ['ba']]

# %%
assert group_anagrams(['', ' ', '  ', 'a', 'ba']) == [['a'], ['ba']]

# %%
assert group_anagrams(['ab', ' ', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['a', ' ', 'ba', '  ']) == [['a'], ['ba']]

# %%
assert group_anagrams(['', ' ', 'ba', '  ']) == [['ba']]

# %%
assert group_anagrams([' ', 'ba', '  ']) == [['ba']]

# %%
assert group_anagrams(['abab', ' ', 'ba', '  ']) == [['abab'], ['ba']]

# %%
assert group_anagrams(['ab', ' ', 'ba', '  ', 'ab']) == [['ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ab']) == [['ab']]

# %%
assert group_anagrams(['', 'ab', ' ']) == [['ab']]

# %%
assert group_anagrams(['', ' ', 'ab', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', '', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '', 'ab', ' ', 'ba']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '']) == [['ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', '', '  ', '']) == [['ab']]

# %%
assert group_anagrams(['', 'ab', ' ', '', '  ', '', 'ab', ' ', '', '  ']) == [['ab', 'ab']]

# %%
assert group_anagrams(['ab', '  ', ' ', '', '']) == [['ab']]

# %%
assert group_anagrams(['', 'a', ' ', '', '  ']) == [['a']]

# %%
assert group_anagrams(['ab', ' ', '', '  ']) == [['ab']]

# %%
assert group_anagrams(['', 'abab', ' ', '', '  ']) == [['abab']]

# %%
assert group_anagrams(['', '', ' ', '  ', 'ab']) == [['ab']]

# %%
assert group_anagrams(['', 'AB', ' ', '', '  ']) == [['AB']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'baba', '  ']) == [['ab', 'ba', 'ab'], ['baba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba', 'ab', 'ba', 'ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'ba', '  ', '']) == [['ab', 'ba', 'ab', 'ba']]

# %%
assert group_anagrams(['', 'ab', ' ', 'ba', '  ', '', 'ab', ' ', 'b', '  ']) == [['ab', 'ba', 'ab'], ['b']]

# %%
assert group_anagrams(['ba', 'ba', 'ab', 'ab', '  ', '  ', ' ', ' ', '', '']) == [['ba', 'ba', 'ab', 'ab']]

# %%
assert group_anagrams(['', '', '', '', '', '']) == []

# %%
assert group_anagrams(['', '', '', '', '']) == []

# %%
assert group_anagrams(['', '', '', '', '', '', '', '']) == []
