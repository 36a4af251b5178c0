# %%
assert anagram_key('dirty room') == 'dimoorrty'

# %%
assert anagram_key('Dirty Roo') == 'dioorrty'

# %%
assert anagram_key('Dirty') == 'dirty'

# %%
assert anagram_key('ßDirty Room') == 'dimoorrtyß'

# %%
assert anagram_key('DIRTY ROOM') == 'dimoorrty'

# %%
assert anagram_key('Dirty RoomDirty Room') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('mooR ytriD') == 'dimoorrty'

# %%
assert anagram_key('é') == 'é'

# %%
assert anagram_key('dIRTY  rOOM') == 'dimoorrty'

# %%
assert anagram_key('Dirty  Room ') == 'dimoorrty'

# %%
assert anagram_key('Dirty    Room') == 'dimoorrty'

# %%
assert anagram_key(' Dirty  Room') == 'dimoorrty'

# %%
assert anagram_key('DDirty  Room') == 'ddimoorrty'

# %%
assert anagram_key('Dirty  RoomDirty  Room') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('mooR ytri') == 'imoorrty'

# %%
assert anagram_key('ßirty Room') == 'imoorrtyß'

# %%
assert anagram_key('Irty Room') == 'imoorrty'

# %%
assert anagram_key('irty Room0') == '0imoorrty'

# %%
assert anagram_key('i') == 'i'

# %%
assert anagram_key('irty') == 'irty'

# %%
assert anagram_key('  Dirty Room') == 'dimoorrty'

# %%
assert anagram_key('mooR ytriD ') == 'dimoorrty'

# %%
assert anagram_key(' Dirty Roomé') == 'dimoorrtyé'

# %%
assert anagram_key(' Dirty Room0') == '0dimoorrty'

# %%
assert anagram_key('ß Dirty Room') == 'dimoorrtyß'

# %%
assert anagram_key('ßdirty room') == 'dimoorrtyß'

# %%
assert anagram_key('irty room') == 'imoorrty'

# %%
assert anagram_key('dirty room0') == '0dimoorrty'

# %%
assert anagram_key('dirty roomé') == 'dimoorrtyé'

# %%
assert anagram_key('ddirty room') == 'ddimoorrty'

# %%
assert anagram_key('DDirty Roo') == 'ddioorrty'

# %%
assert anagram_key('dIRTY rOO') == 'dioorrty'

# %%
assert anagram_key('Dirty Roo ') == 'dioorrty'

# %%
assert anagram_key('DDirty Room0') == '0ddimoorrty'

# %%
assert anagram_key('dIRTY rOOM0') == '0dimoorrty'

# %%
assert anagram_key('Dirty Room0é') == '0dimoorrtyé'

# %%
assert anagram_key('irty Roomé') == 'imoorrtyé'

# %%
assert anagram_key('Dirty RooméDirty Roomé') == 'ddiimmoooorrrrttyyéé'

# %%
assert anagram_key('DDirty Roomé') == 'ddimoorrtyé'

# %%
assert anagram_key('Dirty Roomé ') == 'dimoorrtyé'

# %%
assert anagram_key(' ßDirty Room') == 'dimoorrtyß'

# %%
assert anagram_key('SSdIRTY rOOM') == 'dimoorrssty'

# %%
assert anagram_key('mooR ytriDß') == 'dimoorrtyß'

# %%
assert anagram_key('ßDirt') == 'dirtß'

# %%
assert anagram_key('DIRTY ROOM ') == 'dimoorrty'

# %%
assert anagram_key('DIRTY ROO') == 'dioorrty'

# %%
assert anagram_key('MOOR YTRID') == 'dimoorrty'

# %%
assert anagram_key('DIRTY ROOM0') == '0dimoorrty'

# %%
assert anagram_key('DDirty Room ') == 'ddimoorrty'

# %%
assert anagram_key('DDirt') == 'ddirt'

# %%
assert anagram_key('DDirty RoomDDirty Room') == 'ddddiimmoooorrrrttyy'

# %%
assert anagram_key('ddIRTY rOOM') == 'ddimoorrty'

# %%
assert anagram_key('dirty roomdirty room') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('Dirty RoomDirty Roo') == 'ddiimoooorrrrttyy'

# %%
assert anagram_key(' Dirty RoomDirty Room') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('irty Room ') == 'imoorrty'

# %%
assert anagram_key('Dirty  Room  ') == 'dimoorrty'

# %%
assert anagram_key('Dirty Room  ') == 'dimoorrty'

# %%
assert anagram_key('Dirty Room 0') == '0dimoorrty'

# %%
assert anagram_key('dirty room ') == 'dimoorrty'

# %%
assert anagram_key('Dirty Room Dirty Room ') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('dIRTY rOOMé') == 'dimoorrtyé'

# %%
assert anagram_key('d') == 'd'

# %%
assert anagram_key('dIRTY rOOMdIRTY rOOM') == 'ddiimmoooorrrrttyy'

# %%
assert anagram_key('Moor Ytrid') == 'dimoorrty'

# %%
assert anagram_key('mooR  ytriD') == 'dimoorrty'

# %%
assert anagram_key('MOOr YTRId') == 'dimoorrty'

# %%
assert anagram_key('mooR ytriDé') == 'dimoorrtyé'

# %%
assert anagram_key('mooR ytriD0') == '0dimoorrty'

# %%
assert anagram_key('mmooR ytriD') == 'dimmoorrty'

# %%
assert anagram_key('ßmooR ytriD') == 'dimoorrtyß'

# %%
assert anagram_key('ßD') == 'dß'

# %%
assert anagram_key(' D') == 'd'

# %%
assert anagram_key('DD') == 'dd'

# %%
assert anagram_key('ßß') == 'ßß'

# %%
assert anagram_key(' ß') == 'ß'

# %%
assert anagram_key('ß ') == 'ß'

# %%
assert anagram_key('0é') == '0é'

# %%
assert anagram_key('é0') == '0é'

# %%
assert anagram_key('é ') == 'é'
