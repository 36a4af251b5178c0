# %%
assert rle_encode('aaabccé') == '3a1b2c1é'

# %%
assert rle_encode('aaaabcc') == '4a1b2c'

# %%
assert rle_encode('aabcc') == '2a1b2c'

# %%
assert rle_encode('a') == '1a'

# %%
assert rle_encode(' aaabcc') == '1 3a1b2c'

# %%
assert rle_encode('aaabcc ') == '3a1b2c1 '

# %%
assert rle_encode(' abc') == '1 1a1b1c'

# %%
assert rle_encode('Abc') == '1A1b1c'

# %%
assert rle_encode('abc ') == '1a1b1c1 '

# %%
assert rle_encode('aabc') == '2a1b1c'

# %%
assert rle_encode('bc') == '1b1c'

# %%
assert rle_encode('   xx') == '3 2x'

# %%
assert rle_encode('xx  ') == '2x2 '

# %%
assert rle_encode('ß  xx') == '1ß2 2x'

# %%
assert rle_encode(' xx') == '1 2x'

# %%
assert rle_encode('  xxé') == '2 2x1é'

# %%
assert rle_encode('  xx  xx') == '2 2x2 2x'

# %%
assert rle_encode('  Xx') == '2 1X1x'

# %%
assert rle_encode('aaabcaaabc') == '3a1b1c3a1b1c'

# %%
assert rle_encode('ßaaabc') == '1ß3a1b1c'

# %%
assert rle_encode('aaabccé ') == '3a1b2c1é1 '

# %%
assert rle_encode('aaabccéaaabccé') == '3a1b2c1é3a1b2c1é'

# %%
assert rle_encode('aaaabc') == '4a1b1c'

# %%
assert rle_encode('Aaa') == '1A2a'

# %%
assert rle_encode('ßaaa') == '1ß3a'

# %%
assert rle_encode('aaa ') == '3a1 '

# %%
assert rle_encode('aa') == '2a'

# %%
assert rle_encode('aabcc ') == '2a1b2c1 '

# %%
assert rle_encode('AABCC') == '2A1B2C'

# %%
assert rle_encode('ßccbaaa') == '1ß2c1b3a'

# %%
assert rle_encode('aé') == '1a1é'

# %%
assert rle_encode('Aaabccé') == '1A2a1b2c1é'

# %%
assert rle_encode('AaabccAaabcc') == '1A2a1b2c1A2a1b2c'

# %%
assert rle_encode(' AAABCC') == '1 3A1B2C'

# %%
assert rle_encode('ßaaabcc ') == '1ß3a1b2c1 '

# %%
assert rle_encode('Ssabc') == '1S1s1a1b1c'

# %%
assert rle_encode('SSABC') == '2S1A1B1C'

# %%
assert rle_encode('cbaß') == '1c1b1a1ß'

# %%
assert rle_encode('écba') == '1é1c1b1a'

# %%
assert rle_encode('abcéabcé') == '1a1b1c1é1a1b1c1é'

# %%
assert rle_encode('ßABC') == '1ß1A1B1C'

# %%
assert rle_encode('Cba') == '1C1b1a'

# %%
assert rle_encode(' cba') == '1 1c1b1a'

# %%
assert rle_encode('ßcba') == '1ß1c1b1a'

# %%
assert rle_encode(' abc ') == '1 1a1b1c1 '

# %%
assert rle_encode('ß abc') == '1ß1 1a1b1c'

# %%
assert rle_encode(' Abc') == '1 1A1b1c'

# %%
assert rle_encode('cbA') == '1c1b1A'

# %%
assert rle_encode('abc  ') == '1a1b1c2 '

# %%
assert rle_encode('aabc ') == '2a1b1c1 '

# %%
assert rle_encode('cbaa') == '1c1b2a'

# %%
assert rle_encode('AB') == '1A1B'

# %%
assert rle_encode('abcabc ') == '1a1b1c1a1b1c1 '

# %%
assert rle_encode('aabcabc') == '2a1b1c1a1b1c'

# %%
assert rle_encode('Abcabc') == '1A1b1c1a1b1c'

# %%
assert rle_encode('cbacba') == '1c1b1a1c1b1a'

# %%
assert rle_encode('É') == '1É'

# %%
assert rle_encode('é ') == '1é1 '

# %%
assert rle_encode('ß ') == '1ß1 '

# %%
assert rle_encode('SS') == '2S'

# %%
assert rle_encode('   x') == '3 1x'

# %%
assert rle_encode('      xx') == '6 2x'

# %%
assert rle_encode('x  ') == '1x2 '

# %%
assert rle_encode('        xx') == '8 2x'

# %%
assert rle_encode('    xxé') == '4 2x1é'

# %%
assert rle_encode('  xx   xx ') == '2 2x3 2x1 '

# %%
assert rle_encode('ß  xx ') == '1ß2 2x1 '

# %%
assert rle_encode('  XX  XX') == '2 2X2 2X'

# %%
assert rle_encode(' x') == '1 1x'

# %%
assert rle_encode('ß xx') == '1ß1 2x'

# %%
assert rle_encode(' xxé') == '1 2x1é'

# %%
assert rle_encode(' Xx') == '1 1X1x'

# %%
assert rle_encode('  é') == '2 1é'

# %%
assert rle_encode('   ') == '3 '

# %%
assert rle_encode('  XXÉ') == '2 2X1É'

# %%
assert rle_encode('  xxé  xxé') == '2 2x1é2 2x1é'

# %%
assert rle_encode('   xxé') == '3 2x1é'

# %%
assert rle_encode('  xx  xx  xx  xx') == '2 2x2 2x2 2x2 2x'

# %%
assert rle_encode('xX  ') == '1x1X2 '

# %%
assert rle_encode('  Xx  Xx') == '2 1X1x2 1X1x'
