# %%
assert wrap_text('aa bb cc', 6, indent='> > ') == ['> > aa', '> > bb', '> > cc']

# %%
assert wrap_text('aa bb cc', 6, indent='') == ['aa bb', 'cc']

# %%
assert wrap_text('aa bb cc ', 6, indent='> ') == ['> aa', '> bb', '> cc']

# %%
assert wrap_text('Aa Bb Cc', 6, indent='> ') == ['> Aa', '> Bb', '> Cc']

# %%
assert wrap_text('aa bb cc', 1000000, indent='> ') == ['> aa bb cc']

# %%
assert wrap_text('aa bb cc', 6, indent=' > ') == [' > aa', ' > bb', ' > cc']

# %%
assert wrap_text('ßaa bb cc', 6, indent='> ') == ['> ßaa', '> bb', '> cc']

# %%
assert wrap_text('aa bb cc0', 6, indent='> ') == ['> aa', '> bb', '> cc0']

# %%
assert wrap_text('aa bb cc', 6, indent='> é') == ['> éaa', '> ébb', '> écc']

# %%
assert wrap_text(' aa bb cc', 6, indent='> ') == ['> aa', '> bb', '> cc']

# %%
assert wrap_text('aa bb c', 6, indent='> ') == ['> aa', '> bb c']

# %%
assert wrap_text('aa bb cc', 5, indent='> ') == ['> aa', '> bb', '> cc']

# %%
assert wrap_text('', 6, indent='> ') == []

# %%
assert wrap_text('ßaaa bb c', 7, indent='- ') == ['- ßaaa', '- bb c']

# %%
assert wrap_text('aaa bb c', 7, indent='') == ['aaa bb', 'c']

# %%
assert wrap_text('aaa bb c', 14, indent='- ') == ['- aaa bb c']

# %%
assert wrap_text('a', 7, indent='- ') == ['- a']

# %%
assert wrap_text('aaa bb c', 7, indent='- - ') == ['- - aaa', '- - bb', '- - c']

# %%
assert wrap_text('aaa bb c', 7, indent='-') == ['-aaa bb', '-c']

# %%
assert wrap_text('aaa bb c', 1, indent='- ') == ['- aaa', '- bb', '- c']

# %%
assert wrap_text('aaa bb c', 7, indent='-  ') == ['-  aaa', '-  bb c']

# %%
assert wrap_text('aaa bb c ', 7, indent='- ') == ['- aaa', '- bb c']

# %%
assert wrap_text('aaa bb c', 8, indent='- ') == ['- aaa bb', '- c']

# %%
assert wrap_text('aaa bb c', 6, indent='- ') == ['- aaa', '- bb c']

# %%
assert wrap_text('aa bb0', 5, indent='') == ['aa', 'bb0']

# %%
assert wrap_text('aa bb', 5, indent='é') == ['éaa', 'ébb']

# %%
assert wrap_text('a', 5, indent='') == ['a']

# %%
assert wrap_text('aa bb', 2, indent='') == ['aa', 'bb']

# %%
assert wrap_text('aa bb', 1000000, indent='') == ['aa bb']

# %%
assert wrap_text('AA BB', 5, indent='') == ['AA BB']

# %%
assert wrap_text('aa bbé', 5, indent='') == ['aa', 'bbé']

# %%
assert wrap_text('aa bb', 6, indent='') == ['aa bb']

# %%
assert wrap_text('aa bb cc', 6, indent='> > > > ') == ['> > > > aa', '> > > > bb', '> > > > cc']

# %%
assert wrap_text('aa bb ccé', 3, indent='> ') == ['> aa', '> bb', '> ccé']

# %%
assert wrap_text('aa bb ccéaa bb ccé', 6, indent='> ') == ['> aa', '> bb', '> ccéaa', '> bb', '> ccé']

# %%
assert wrap_text('Aa Bb Cc', 7, indent='> ') == ['> Aa Bb', '> Cc']

# %%
assert wrap_text('a', 7, indent='> ') == ['> a']

# %%
assert wrap_text('a', 6, indent='ß> ') == ['ß> a']

# %%
assert wrap_text('aa bb cc', 1000000, indent='> > ') == ['> > aa bb cc']

# %%
assert wrap_text('aa bb c', 1000000, indent='> ') == ['> aa bb c']

# %%
assert wrap_text('AA BB CC', 6, indent=' >') == [' >AA', ' >BB', ' >CC']

# %%
assert wrap_text('aa bb cc', 12, indent='>') == ['>aa bb cc']

# %%
assert wrap_text('aa bb cc', 6, indent=' > é') == [' > éaa', ' > ébb', ' > écc']

# %%
assert wrap_text('aa bb cc', 6, indent=' >  > ') == [' >  > aa', ' >  > bb', ' >  > cc']

# %%
assert wrap_text('aa bb cc', 5, indent='> é') == ['> éaa', '> ébb', '> écc']

# %%
assert wrap_text('', 3, indent='> ') == []

# %%
assert wrap_text('aa bb cc', 3, indent='>') == ['>aa', '>bb', '>cc']

# %%
assert wrap_text('aa  bb  cc', 1, indent='> ') == ['> aa', '> bb', '> cc']

# %%
assert wrap_text('', 7, indent='> ') == []

# %%
assert wrap_text('aaa bb c', 14, indent='') == ['aaa bb c']

# %%
assert wrap_text('aaa bb c', 2, indent='- ') == ['- aaa', '- bb', '- c']

# %%
assert wrap_text('c bb aaa', 3, indent='- ') == ['- c', '- bb', '- aaa']

# %%
assert wrap_text('', 7, indent=' -') == []

# %%
assert wrap_text('', 7, indent='-') == []

# %%
assert wrap_text('aaa bb c', 1000000, indent='ß- ') == ['ß- aaa bb c']

# %%
assert wrap_text('aaa bb cé', 7, indent='-- ') == ['-- aaa', '-- bb', '-- cé']

# %%
assert wrap_text('AAA BB C', 7, indent='- 0') == ['- 0AAA', '- 0BB C']

# %%
assert wrap_text('aaa bb c', 1, indent='ß- ') == ['ß- aaa', 'ß- bb', 'ß- c']

# %%
assert wrap_text('aaa bb c ', 7, indent='-  ') == ['-  aaa', '-  bb c']

# %%
assert wrap_text('c bb aaa', 7, indent='-  ') == ['-  c bb', '-  aaa']

# %%
assert wrap_text('AAA BB C', 8, indent='- ') == ['- AAA BB', '- C']

# %%
assert wrap_text('aaa  bb  c', 8, indent='- ') == ['- aaa bb', '- c']

# %%
assert wrap_text('aaa bb c', 6, indent=' - ') == [' - aaa', ' - bb', ' - c']

# %%
assert wrap_text('Aaa Bb C', 6, indent='- ') == ['- Aaa', '- Bb C']

# %%
assert wrap_text('  aa  bb', 5, indent='') == ['aa bb']

# %%
assert wrap_text('ßaa bb0', 5, indent='') == ['ßaa', 'bb0']

# %%
assert wrap_text('ßaa  bb', 5, indent='') == ['ßaa', 'bb']

# %%
assert wrap_text('a bb', 1000000, indent='') == ['a bb']

# %%
assert wrap_text('a bb', 4, indent='') == ['a bb']

# %%
assert wrap_text('aa bbaa bb', 1000000, indent='') == ['aa bbaa bb']

# %%
assert wrap_text(' aa bbaa bb', 5, indent='') == ['aa', 'bbaa', 'bb']

# %%
assert wrap_text('aaa bb', 5, indent=' ') == [' aaa', ' bb']

# %%
assert wrap_text('AA BB', 7, indent='') == ['AA BB']

# %%
assert wrap_text('Aa Bb', 5, indent='0') == ['0Aa', '0Bb']

# %%
assert wrap_text('Aa Bbé', 5, indent='') == ['Aa', 'Bbé']

# %%
assert wrap_text(' aaa bb', 5, indent='') == ['aaa', 'bb']

# %%
assert wrap_text('aa', 5, indent='é') == ['éaa']

# %%
assert wrap_text(' aa', 5, indent='') == ['aa']

# %%
assert wrap_text('a bb', 6, indent='') == ['a bb']

# %%
assert wrap_text('aa', 1, indent='') == ['aa']
