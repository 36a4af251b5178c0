# %%
assert list(extract_hashtags(' fix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bug0')) == ['bug0']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bug ')) == ['bug']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bugfix issue#12 in C# #bug')) == ['bugfix', 'bug']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN c# #BUG')) == ['BUG']

# %%
assert list(extract_hashtags('fix issue#12 in C# #bu')) == ['bu']

# %%
assert list(extract_hashtags('')) == []

# %%
assert list(extract_hashtags('ffix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('FIX ISSUE#12 IN C# #BUG')) == ['BUG']

# %%
assert list(extract_hashtags('ix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('fix  issue#12  in  C#  #bug')) == ['bug']

# %%
assert list(extract_hashtags('Fix Issue#12 In C# #Bug')) == ['Bug']

# %%
assert list(extract_hashtags('fix issue#1')) == []

# %%
assert list(extract_hashtags('gub# #C ni 21#eussi xif')) == ['C']

# %%
assert list(extract_hashtags('fix issue#12 in c# #bug')) == ['bug']

# %%
assert list(extract_hashtags('ßfix issue#12 in C# #bug')) == ['bug']

# %%
assert list(extract_hashtags('f')) == []

# %%
assert list(extract_hashtags('fix issue#12 in C# #bugé')) == ['bugé']

# %%
assert list(extract_hashtags('#2024 #year2024 #1a0')) == ['year2024', '1a0']

# %%
assert list(extract_hashtags('#')) == []

# %%
assert list(extract_hashtags('a1# 4202raey# 4202#')) == []

# %%
assert list(extract_hashtags('#2024 #Year2024 #1A')) == ['Year2024', '1A']

# %%
assert list(extract_hashtags('2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('#2024 #year2024 #1')) == ['year2024']

# %%
assert list(extract_hashtags('##2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('#2024 #YEAR2024 #1A')) == ['YEAR2024', '1A']

# %%
assert list(extract_hashtags('#2024 #ye')) == ['ye']

# %%
assert list(extract_hashtags('#2024  #year2024  #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('#2024 #year2024 #1a ')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('ß#2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags(' #2024 #year2024 #1a')) == ['year2024', '1a']

# %%
assert list(extract_hashtags('#2024 #year2024 #1aé')) == ['year2024', '1aé']

# %%
assert list(extract_hashtags('##Double #Ok')) == ['Ok']

# %%
assert list(extract_hashtags('##double #ok ')) == ['ok']

# %%
assert list(extract_hashtags('##double #oké')) == ['oké']

# %%
assert list(extract_hashtags('ß##double #ok')) == ['ok']

# %%
assert list(extract_hashtags('##double #o')) == ['o']

# %%
assert list(extract_hashtags('###double #ok')) == ['ok']

# %%
assert list(extract_hashtags('##doub')) == []

# %%
assert list(extract_hashtags('##DOUBLE #OK')) == ['OK']

# %%
assert list(extract_hashtags('##double  #ok')) == ['ok']

# %%
assert list(extract_hashtags('#double #ok')) == ['double', 'ok']

# %%
assert list(extract_hashtags('ko# elbuod##')) == []

# %%
assert list(extract_hashtags('##double #ok0')) == ['ok0']

# %%
assert list(extract_hashtags(' ##double #ok')) == ['ok']

# %%
assert list(extract_hashtags('#b (#c)')) == ['b', 'c']

# %%
assert list(extract_hashtags('A#B (#C)')) == ['C']

# %%
assert list(extract_hashtags('a#b (#c)é')) == ['c']

# %%
assert list(extract_hashtags('a#b (#c')) == ['c']

# %%
assert list(extract_hashtags('ßa#b (#c)')) == ['c']

# %%
assert list(extract_hashtags(' a#b (#c)')) == ['c']

# %%
assert list(extract_hashtags('a#b (#c) ')) == ['c']

# %%
assert list(extract_hashtags('a#b (#c)0')) == ['c']

# %%
assert list(extract_hashtags(')c#( b#a')) == []

# %%
assert list(extract_hashtags('aa#b (#c)')) == ['c']

# %%
assert list(extract_hashtags('a')) == []

# %%
assert list(extract_hashtags('a#b ')) == []

# %%
assert list(extract_hashtags('a#b  (#c)')) == ['c']
