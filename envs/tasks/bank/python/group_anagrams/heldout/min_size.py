# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat'], min_size=2) == [['eat', 'tea', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams([], min_size=2) == []

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'nat', 'bat'], min_size=2) == [['tea', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams(['ate', 'bat', 'eat', 'nat', 'tan', 'tea'], min_size=2) == [['ate', 'eat', 'tea'], ['nat', 'tan']]

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'bat', 'ate'], min_size=2) == [['tea', 'eat', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat'], min_size=2) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=1) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=-2) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat', 'eat'], min_size=2) == [['eat', 'tea', 'ate', 'eat'], ['tan', 'nat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=7) == []

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'nat', 'bat'], min_size=2) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', '', 'ate', 'nat', 'bat'], min_size=2) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=4) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=1000000) == []

# %%
assert group_anagrams(['eat'], min_size=2) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=0) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat'], min_size=3) == []

# %%
assert group_anagrams(['eat', 'tea', '', 'ate'], min_size=3) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate'], min_size=3) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=7) == []

# %%
assert group_anagrams(['ate', 'eat', 'tan', 'tea'], min_size=3) == [['ate', 'eat', 'tea']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate'], min_size=3) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'eat'], min_size=3) == [['eat', 'tea', 'ate', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=1000000) == []

# %%
assert group_anagrams(['ate', 'tan', 'tea', 'eat'], min_size=3) == [['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=6) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=4) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan'], min_size=3) == []

# %%
assert group_anagrams(['eat', 'tea', 'TAN', 'ate'], min_size=3) == [['eat', 'tea', 'ate']]

# %%
assert group_anagrams(['tea', 'tan', 'eat', 'ate'], min_size=3) == [['tea', 'eat', 'ate']]

# %%
assert group_anagrams([], min_size=3) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=-3) == [['eat', 'tea', 'ate'], ['tan']]

# %%
assert group_anagrams(['x', 'y'], min_size=-1) == [['x'], ['y']]

# %%
assert group_anagrams(['x', 'Y'], min_size=1) == [['x'], ['Y']]

# %%
assert group_anagrams([], min_size=1) == []

# %%
assert group_anagrams(['x', 'y'], min_size=2) == []

# %%
assert group_anagrams(['x'], min_size=1) == [['x']]

# %%
assert group_anagrams(['x', 'y', 'x'], min_size=1) == [['x', 'x'], ['y']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'eat', 'tea', 'tan', 'ate', 'nat'], min_size=2) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate'], ['tan', 'nat', 'tan', 'nat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat'], min_size=-1) == [['eat', 'tea', 'ate'], ['tan', 'nat']]

# %%
assert group_anagrams(['tea', 'tan', 'ate', 'nat', 'bat'], min_size=1) == [['tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['ate'], min_size=2) == []

# %%
assert group_anagrams(['tea', 'tan', 'nat', 'eat', 'bat', 'ate'], min_size=0) == [['tea', 'eat', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat', 'eat'], min_size=2) == [['eat', 'tea', 'ate', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tantan', 'ate', 'nat', 'bat'], min_size=-1) == [['eat', 'tea', 'ate'], ['tantan'], ['nat'], ['bat']]

# %%
assert group_anagrams(['bat', 'nat', 'ate', 'tan', 'tea', 'eat'], min_size=1) == [['bat'], ['nat', 'tan'], ['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=-7) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat', 'tea', 't', 'ate', 'nat', 'bat'], min_size=7) == []

# %%
assert group_anagrams(['eat', 't', 'tan', 'ate', 'nat', 'bat'], min_size=4) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], min_size=-1000000) == [['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]

# %%
assert group_anagrams(['eat'], min_size=0) == [['eat']]

# %%
assert group_anagrams(['nat', 'ate', 'tan', 'tea', 'eat'], min_size=2) == [['nat', 'tan'], ['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['eat', 'eat'], min_size=3) == []

# %%
assert group_anagrams(['eat', 'tea', '', 'ate'], min_size=7) == []

# %%
assert group_anagrams(['tea', 'tan', 'eat', 'ate'], min_size=1) == [['tea', 'eat', 'ate'], ['tan']]

# %%
assert group_anagrams(['eat', 't', 't', 'ate'], min_size=3) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=-7) == [['eat', 'tea', 'ate'], ['tan']]

# %%
assert group_anagrams(['eat', '', 'tan', 'ate', 'eat', 'tea', 'tan', 'ate'], min_size=3) == [['eat', 'ate', 'eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'eat', 'tea', 'tan', 'ate'], min_size=-3) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate'], ['tan', 'tan']]

# %%
assert group_anagrams(['tea', 'tan', 'ate'], min_size=1) == [['tea', 'ate'], ['tan']]

# %%
assert group_anagrams(['ate', 'tan', 'tea', 'eat', ''], min_size=3) == [['ate', 'tea', 'eat']]

# %%
assert group_anagrams(['ate', 'tan', 'tea', 'eat'], min_size=6) == []

# %%
assert group_anagrams(['eat', '', 'tan', 'ate'], min_size=6) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'eat', 'tea', 'tan', 'ate'], min_size=4) == [['eat', 'tea', 'ate', 'eat', 'tea', 'ate']]

# %%
assert group_anagrams(['eat', 'tea', 'tan', 'a'], min_size=4) == []

# %%
assert group_anagrams(['eat', 'tea', 'tan'], min_size=-1) == [['eat', 'tea'], ['tan']]

# %%
assert group_anagrams(['eat', 'tea', 'tan'], min_size=6) == []

# %%
assert group_anagrams(['tea', 'TAN', 'ate'], min_size=3) == []

# %%
assert group_anagrams([], min_size=4) == []

# %%
assert group_anagrams([], min_size=-3) == []

# %%
assert group_anagrams(['x', 'yy'], min_size=1000000) == []

# %%
assert group_anagrams(['y'], min_size=-1) == [['y']]

# %%
assert group_anagrams(['x', 'Y', 'x', 'Y'], min_size=1) == [['x', 'x'], ['Y', 'Y']]

# %%
assert group_anagrams((), min_size=1) == []

# %%
assert group_anagrams(['x', 'y', 'x', 'y'], min_size=1000000) == []

# %%
assert group_anagrams(['x', 'y', ''], min_size=2) == []

# %%
assert group_anagrams(['x', 'Y'], min_size=0) == [['x'], ['Y']]

# %%
assert group_anagrams([], min_size=0) == []

# %%
assert group_anagrams(['x', 'x', 'y'], min_size=1) == [['x', 'x'], ['y']]

# %%
assert group_anagrams(['y', 'xx'], min_size=1) == [['y'], ['xx']]
