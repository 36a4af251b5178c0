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
assert group_anagrams(['ab', 'b', 'ab']) == [['ab', 'ab'], ['b']]

# %%
assert group_anagrams(['ab']) == [['ab']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 'tan']) == [['ate', 'eat'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'natnat', 'tan', 'tea']) == [['ate', 'eat', 'tea'], ['bat'], ['natnat'], ['tan']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 'tan', 'tea', 'ate', 'bat', 'eat', 'nat', 'tan', 'tea']) == [['ate', 'eat', 'tea', 'ate', 'eat', 'tea'], ['bat', 'bat'], ['nat', 'tan', 'nat', 'tan']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'n', 'tan', 'tea']) == [['ate', 'eat', 'tea'], ['bat'], ['n'], ['tan']]

# %%
assert group_anagrams(['ate']) == [['ate']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 'tan', 'tea', 'ate']) == [['ate', 'eat', 'tea', 'ate'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'nat', 'bat', 'eat', 'tea', 'tan', 'ate', 'nat', 'bat']) == [['tea', 'ate', 'eat', 'tea', 'ate'], ['tan', 'nat', 'tan', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tea', 'tea', 'tan', 'tan', 'nat', 'nat', 'eat', 'eat', 'bat', 'bat', 'ate', 'ate']) == [['tea', 'tea', 'eat', 'eat', 'ate', 'ate'], ['tan', 'tan', 'nat', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 'tan', 'tea', 'eat', 'bat', 'nat', 'ate', 'tan', 'tea', 'eat']) == [['bat', 'bat'], ['nat', 'tan', 'nat', 'tan'], ['ate', 'tea', 'eat', 'ate', 'tea', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat']) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate', 'eat'], ['tan', 'nat', 'tan', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'bat', 'ate']) == [['tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['tan', 'ate', 'nat', 'bat']) == [['tan', 'nat'], ['ate'], ['bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 'tan', 'tea']) == [['bat'], ['nat', 'tan'], ['ate', 'tea']]

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'nat', 'bat', 'tea']) == [['tea', 'ate', 'tea'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['ate', 'bat', 'nat', 'tan', 'tea']) == [['ate', 'tea'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'natnat', 'bat']) == [['tea', 'ate'], ['tan'], ['natnat'], ['bat']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'ate']) == [['tea', 'eat', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'nat']) == [['eat', 'tea', 'ate'], ['t'], ['nat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat']) == [['eat', 'tea', 'ate'], ['tantan'], ['nat']]

# %%
assert group_anagrams(['eateat']) == [['eateat']]

# %%
assert group_anagrams(['eat', 'eat']) == [['eat', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat', 'eat']) == [['eat', 'tea', 'ate', 'eat'], ['tantan'], ['nat'], ['bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 'tantan', 'tea', 'eat']) == [['bat'], ['nat'], ['ate', 'tea', 'eat'], ['tantan']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat', 'eat', 'tea', 'tantan', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate'], ['tantan', 'tantan'], ['nat', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tea', 'tantan', 'ate', 'nat', 'bat']) == [['tea', 'ate'], ['tantan'], ['nat'], ['bat']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'bat', 'ate', 'tea', 'tan', 'nat', 'eat', 'bat', 'ate']) == [['tea', 'eat', 'ate', 'tea', 'eat', 'ate'], ['tan', 'nat', 'tan', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tan', 'nat', 'eat', 'bat', 'ate']) == [['tan', 'nat'], ['eat', 'ate'], ['bat']]

# %%
assert group_anagrams(['tea', 'tantan', 'nat', 'eat', 'bat', 'ate']) == [['tea', 'eat', 'ate'], ['tantan'], ['nat'], ['bat']]

# %%
assert group_anagrams(['tea', 't', 'nat', 'eat', 'bat', 'ate']) == [['tea', 'eat', 'ate'], ['t'], ['nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat', 'eat']) == [['eat', 'tea', 'ate', 'eat', 'eat'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat', 'eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat']) == [['eat', 'tea', 'ate', 'eat', 'eat', 'tea', 'ate', 'eat'], ['tan', 'nat', 'tan', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'eat', 'bat', 'ate']) == [['tea', 'eat', 'eat', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'eat', 'nat', 'tan', 'tea']) == [['ate', 'eat', 'eat', 'tea'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['eat', 'bat', 'nat', 'ate', 'tan', 'tea', 'eat']) == [['eat', 'ate', 'tea', 'eat'], ['bat'], ['nat', 'tan']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 't', 'tea']) == [['ate', 'eat', 'tea'], ['bat'], ['nat'], ['t']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'nat', 'bat', 'eat', 'tea', 't', 'ate', 'nat', 'bat']) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate'], ['t', 't'], ['nat', 'nat'], ['bat', 'bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 't', 'tea', 'eat']) == [['bat'], ['nat'], ['ate', 'tea', 'eat'], ['t']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'n', 'bat']) == [['eat', 'tea', 'ate'], ['t'], ['n'], ['bat']]

# %%
assert group_anagrams(['nat', 'ate', 'tan', 'tea', 'eat']) == [['nat', 'tan'], ['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['a', 'a', 'a']) == [['a', 'a', 'a']]

# %%
assert group_anagrams(['a', 'a', 'a', 'a']) == [['a', 'a', 'a', 'a']]

# %%
assert group_anagrams(['AA']) == [['AA']]

# %%
assert group_anagrams(['A', 'A']) == [['A', 'A']]

# %%
assert group_anagrams(['ab', 'ab', 'baba']) == [['ab', 'ab'], ['baba']]

# %%
assert group_anagrams(['ab', 'baba', 'ab', 'ab', 'baba', 'ab']) == [['ab', 'ab', 'ab', 'ab'], ['baba', 'baba']]

# %%
assert group_anagrams(['baba', 'ab']) == [['baba'], ['ab']]

# %%
assert group_anagrams(['abab', 'baba', 'ab']) == [['abab', 'baba'], ['ab']]

# %%
assert group_anagrams(['ab', 'ba', 'ab', 'ab', 'ba', 'ab', 'ab']) == [['ab', 'ba', 'ab', 'ab', 'ba', 'ab', 'ab']]

# %%
assert group_anagrams(['ab', 'ba', 'a', 'ab', 'ba', 'ab']) == [['ab', 'ba', 'ab', 'ba', 'ab'], ['a']]

# %%
assert group_anagrams(['ab', 'ab', 'ab', 'ab', 'ba', 'ba']) == [['ab', 'ab', 'ab', 'ab', 'ba', 'ba']]

# %%
assert group_anagrams(['ba', 'ab', 'ab', 'ba', 'ab']) == [['ba', 'ab', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ab', 'a', 'ba']) == [['ab', 'ba'], ['a']]

# %%
assert group_anagrams(['ab', 'ab', 'ba', 'ab', 'ab', 'ba']) == [['ab', 'ab', 'ba', 'ab', 'ab', 'ba']]

# %%
assert group_anagrams(['ab', 'ab', 'ba', 'ab']) == [['ab', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', 'ab', 'ba', 'ab', 'ab']) == [['ba', 'ab', 'ab', 'ba', 'ab', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', 'ba', 'ab']) == [['ba', 'ab', 'ba', 'ab']]

# %%
assert group_anagrams(['ba', 'ab', 'ba']) == [['ba', 'ab', 'ba']]

# %%
assert group_anagrams(['ab', 'ab', 'b']) == [['ab', 'ab'], ['b']]

# %%
assert group_anagrams(['abab', 'b', 'ab']) == [['abab'], ['b'], ['ab']]

# %%
assert group_anagrams(['ab', 'b']) == [['ab'], ['b']]

# %%
assert group_anagrams(['ab', 'ba', 'ab', 'ab', 'ab', 'ba', 'ab', 'ab']) == [['ab', 'ba', 'ab', 'ab', 'ab', 'ba', 'ab', 'ab']]

# %%
assert group_anagrams(['ab', 'ab', 'ab', 'ba']) == [['ab', 'ab', 'ab', 'ba']]

# %%
assert group_anagrams(['abab']) == [['abab']]

# %%
assert group_anagrams(['AB']) == [['AB']]
