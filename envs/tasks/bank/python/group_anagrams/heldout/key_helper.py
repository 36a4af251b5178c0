# %%
assert anagram_key('Dirty  Room') == 'dimoorrty'

# %%
assert anagram_key('irty Room') == 'imoorrty'

# %%
assert anagram_key(' Dirty Room') == 'dimoorrty'

# %%
assert anagram_key('dirty room') == 'dimoorrty'

# %%
assert anagram_key('Dirty Roo') == 'dioorrty'

# %%
assert anagram_key('Dirty') == 'dirty'

# %%
assert anagram_key('Dirty Room0') == '0dimoorrty'

# %%
assert anagram_key('Dirty Roomé') == 'dimoorrtyé'

# %%
assert anagram_key('ßDirty Room') == 'dimoorrtyß'

# %%
assert anagram_key('DIRTY ROOM') == 'dimoorrty'

# %%
assert anagram_key('DDirty Room') == 'ddimoorrty'

# %%
assert anagram_key('Dirty RoomDirty Room') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('Dirty Room ') == 'dimoorrty'

# %%
assert anagram_key('dIRTY rOOM') == 'dimoorrty'

# %%
assert anagram_key('mooR ytriD') == 'dimoorrty'

# %%
assert anagram_key('D') == 'd'

# %%
assert anagram_key('ß') == 'ß'

# %%
assert anagram_key('0') == '0'

# %%
assert anagram_key(' ') == ''

# %%
assert anagram_key('é') == 'é'
