# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 'tan', 'tea']) == [['ate', 'eat', 'tea'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat', 'tea', 'tan', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate'], ['tan', 'nat', 'tan', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'nat', 'bat']) == [['tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat']) == [['eat', 'tea', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams(['eat']) == [['eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate'], ['tantan'], ['nat'], ['bat']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'bat', 'ate']) == [['tea', 'eat', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat']) == [['eat', 'tea', 'ate', 'eat'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate'], ['t'], ['nat'], ['bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 'tan', 'tea', 'eat']) == [['bat'], ['nat', 'tan'], ['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['a', 'a']) == [['a', 'a']]

# %%
assert group_anagrams(['aa']) == [['aa']]

# %%
assert group_anagrams(['A']) == [['A']]

# %%
assert group_anagrams(['ab', 'baba', 'ab']) == [['ab', 'ab'], ['baba']]

# %%
assert group_anagrams(['ab', 'ba', 'ab', 'ab', 'ba', 'ab']) == [['ab', 'ba', 'ab', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ab', 'ab', 'ba']) == [['ab', 'ab', 'ba']]

# %%
assert group_anagrams(['ba', 'ab', 'ab']) == [['ba', 'ab', 'ab']]

# %%
assert group_anagrams(['ba', 'ab']) == [['ba', 'ab']]

# %%
assert group_anagrams(['ab', 'b', 'ab']) == [['ab', 'ab'], ['b']]

# %%
assert group_anagrams(['ab', 'ba']) == [['ab', 'ba']]

# %%
assert group_anagrams(['ab', 'ba', 'ab', 'ab']) == [['ab', 'ba', 'ab', 'ab']]

# %%
assert group_anagrams(['ab']) == [['ab']]
