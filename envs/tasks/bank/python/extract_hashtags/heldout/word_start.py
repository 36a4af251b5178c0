# %%
assert list(extract_hashtags(' fix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bug0')) == ['bug0']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN c# #BUG')) == ['BUG']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bu')) == ['bu']

# %%
assert list(extract_hashtags('ffix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('ix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('fix issue#1')) == []

# %%
assert list(extract_hashtags('gub# #C ni 21#eussi xif')) == ['C']

# %%
assert list(extract_hashtags('ßfix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('f')) == []

# %%
assert list(extract_hashtags('fix issue#12 in C# #bugé')) == ['bugé']

# %%
assert list(extract_hashtags('#')) == []

# %%
assert list(extract_hashtags('#2024 #Year2024 #1A')) == ['Year2024', '1A']

# %%
assert list(extract_hashtags('#2024 #year2024 #1')) == ['year2024']

# %%
assert list(extract_hashtags('#2024 #YEAR2024 #1A')) == ['YEAR2024', '1A']

# %%
assert list(extract_hashtags('#2024 #ye')) == ['ye']

# %%
assert list(extract_hashtags('#2024 #year2024 #1a ')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('ß#2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('#2024 #year2024 #1aé')) == ['year2024', '1aé']

# %%
assert list(extract_hashtags('##Double #Ok')) == ['Ok']

# %%
assert list(extract_hashtags('##double #oké')) == ['oké']

# %%
assert list(extract_hashtags('ß##double #ok')) == ['ok']

# %%
assert list(extract_hashtags('##doub')) == []

# %%
assert list(extract_hashtags('##double  #ok')) == ['ok']

# %%
assert list(extract_hashtags(' ##double #ok')) == ['ok']

# %%
assert list(extract_hashtags('#b (#c)')) == ['b', 'c']

# %%
assert list(extract_hashtags('A#B (#C)')) == ['C']

# %%
assert list(extract_hashtags('a#b (#c')) == ['c']

# %%
assert list(extract_hashtags('ßa#b (#c)')) == ['c']

# %%
assert list(extract_hashtags('a#b (#c) ')) == ['c']

# %%
assert list(extract_hashtags(')c#( b#a')) == []

# %%
assert list(extract_hashtags('aa#b (#c)')) == ['c']

# %%
assert list(extract_hashtags('a#b ')) == []

# %%
assert list(extract_hashtags('a#b  (#c)')) == ['c']

# %%
assert list(extract_hashtags('  fix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('fix issue#12 in c# #bug0')) == ['bug0']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bug0fix issue#12 in C# #bug0')) == ['bug0fix', 'bug0']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN c# #BUG ')) == ['BUG']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN C# #BUGFIX ISSUE#12 IN C# #BUG')) == ['BUGFIX', 'BUG']

# %%
assert list(extract_hashtags('fix issue#12 in c# #bugfix issue#12 in c# #bug')) == ['bugfix', 'bug']

# %%
assert list(extract_hashtags('FIX ISSUE#1')) == []

# %%
assert list(extract_hashtags('fix issue#12 in C# #b')) == ['b']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bu0')) == ['bu0']

# %%
assert list(extract_hashtags('é')) == []

# %%
assert list(extract_hashtags('FFIX ISSUE#12 IN C# #BUG')) == ['BUG']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN C# #BUG ')) == ['BUG']

# %%
assert list(extract_hashtags(' ix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('x issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('ßfix issue#1')) == []

# %%
assert list(extract_hashtags('ßgub# #C ni 21#eussi xif')) == ['C']

# %%
assert list(extract_hashtags('ßfix issue#12 in C# #bugßfix issue#12 in C# #bug')) == ['bugßfix', 'bug']

# %%
assert list(extract_hashtags('fé')) == []

# %%
assert list(extract_hashtags('ßf')) == []

# %%
assert list(extract_hashtags('ix issue#12 in C# #bugé')) == ['bugé']

# %%
assert list(extract_hashtags('#2024 #yEAR2024 #1a')) == ['yEAR2024', '1a']

# %%
assert list(extract_hashtags(' #2024 #year2024 #1')) == ['year2024']

# %%
assert list(extract_hashtags('#2024 #YEAR2024 #1A ')) == ['YEAR2024', '1A']

# %%
assert list(extract_hashtags('##Double  #Ok')) == ['Ok']

# %%
assert list(extract_hashtags(' ##double #oké')) == ['oké']

# %%
assert list(extract_hashtags('###double #oké')) == ['oké']

# %%
assert list(extract_hashtags('SS##DOUBLE #OK')) == ['OK']

# %%
assert list(extract_hashtags('ko# elbuod###')) == []

# %%
assert list(extract_hashtags('##d')) == []

# %%
assert list(extract_hashtags('##DOUB')) == []

# %%
assert list(extract_hashtags('###double  #ok')) == ['ok']

# %%
assert list(extract_hashtags('ko# elbuod##é')) == []

# %%
assert list(extract_hashtags(' ##DOUBLE #OK')) == ['OK']

# %%
assert list(extract_hashtags('#b (#c')) == ['b', 'c']

# %%
assert list(extract_hashtags('A#B (#C) ')) == ['C']

# %%
assert list(extract_hashtags('é)c#( b#a')) == []

# %%
assert list(extract_hashtags(')c#( b#aß')) == []

# %%
assert list(extract_hashtags('  a#b (#c)')) == ['c']

# %%
assert list(extract_hashtags(' a#b (#c)0')) == ['c']

# %%
assert list(extract_hashtags('a#b (#c) 0')) == ['c']

# %%
assert list(extract_hashtags(' )c#( b#a')) == []

# %%
assert list(extract_hashtags(')c#( b#a)c#( b#a')) == []

# %%
assert list(extract_hashtags(')c#( b#a ')) == []

# %%
assert list(extract_hashtags('aa#b (#c)0')) == ['c']

# %%
assert list(extract_hashtags('A')) == []

# %%
assert list(extract_hashtags(' b#a')) == []
