# %%
assert wrap_text('aa  bb\n\ncc', 5) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\nccaa bb\n\ncc', 5) == ['aa bb', '', 'ccaa', 'bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\ncc', 1) == ['aa', 'bb', '', 'cc']

# %%
assert wrap_text('ßaa bb\n\ncc', 5) == ['ßaa', 'bb', '', 'cc']

# %%
assert wrap_text('aa b', 5) == ['aa b']

# %%
assert wrap_text('aa bb\n\ncc ', 5) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\ncc', 2) == ['aa', 'bb', '', 'cc']

# %%
assert wrap_text(' aa bb\n\ncc', 5) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\ncc', 6) == ['aa bb', '', 'cc']

# %%
assert wrap_text('a bb\n\ncc', 5) == ['a bb', '', 'cc']

# %%
assert wrap_text('a', 5) == ['a']

# %%
assert wrap_text('aa bb\n\ncc', 10) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa\n\n\n\nb', 5) == ['aa', '', 'b']

# %%
assert wrap_text('ßaa\n\n\n\nbb', 5) == ['ßaa', '', 'bb']

# %%
assert wrap_text('aa\n\n\n\nbb', 7) == ['aa', '', 'bb']

# %%
assert wrap_text('aa\n\n\n\nbbaa\n\n\n\nbb', 5) == ['aa', '', 'bbaa', '', 'bb']

# %%
assert wrap_text('aa\n\n', 5) == ['aa']

# %%
assert wrap_text('aa\n\n\n\nbb', 4) == ['aa', '', 'bb']

# %%
assert wrap_text(' aa\n\n\n\nbb', 5) == ['aa', '', 'bb']

# %%
assert wrap_text('Aa\n\n\n\nBb', 5) == ['Aa', '', 'Bb']

# %%
assert wrap_text('AA\n\n\n\nBB', 5) == ['AA', '', 'BB']

# %%
assert wrap_text('a b c d\n\ne', 6) == ['a b c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\ne', 2) == ['a', 'b', 'c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\nea b c d\n\ne', 3) == ['a b', 'c d', '', 'ea', 'b c', 'd', '', 'e']

# %%
assert wrap_text('a b c', 3) == ['a b', 'c']

# %%
assert wrap_text('e\n\nd c b a', 3) == ['e', '', 'd c', 'b a']

# %%
assert wrap_text('A B C D\n\nE', 3) == ['A B', 'C D', '', 'E']

# %%
assert wrap_text('a b c d\n\neé', 3) == ['a b', 'c d', '', 'eé']

# %%
assert wrap_text('a b c d\n\ne', 1) == ['a', 'b', 'c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\n', 3) == ['a b', 'c d']

# %%
assert wrap_text('a b c d\n\ne', 7) == ['a b c d', '', 'e']

# %%
assert wrap_text('a b c d\n\ne', 1000000) == ['a b c d', '', 'e']

# %%
assert wrap_text('', 3) == []

# %%
assert wrap_text('aaa  bb\n\ncc', 5) == ['aaa', 'bb', '', 'cc']

# %%
assert wrap_text('aa  bb\n\ncc', 7) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\nccé', 1000000) == ['aa bb', '', 'ccé']

# %%
assert wrap_text('ßaa bb\n\ncc0', 5) == ['ßaa', 'bb', '', 'cc0']

# %%
assert wrap_text('0cc\n\nbb aa', 5) == ['0cc', '', 'bb aa']

# %%
assert wrap_text('aa bb\n\nccaa bb\n\ncc', 10) == ['aa bb', '', 'ccaa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\ncc ', 1000000) == ['aa bb', '', 'cc']

# %%
assert wrap_text('', 4) == []

# %%
assert wrap_text('aa bb\n\ncc', 8) == ['aa bb', '', 'cc']

# %%
assert wrap_text('aa bb\n\nc', 2) == ['aa', 'bb', '', 'c']

# %%
assert wrap_text('aa bb\n\nc', 1000000) == ['aa bb', '', 'c']

# %%
assert wrap_text('a bb\n\nc', 5) == ['a bb', '', 'c']

# %%
assert wrap_text('', 1000000) == []

# %%
assert wrap_text('aa\n\n\n\nbbé', 1) == ['aa', '', 'bbé']

# %%
assert wrap_text('ßaa\n\n\n\nbb', 1) == ['ßaa', '', 'bb']

# %%
assert wrap_text('b\n\n\n\naa', 5) == ['b', '', 'aa']

# %%
assert wrap_text('aa\n\n\n\nb', 4) == ['aa', '', 'b']

# %%
assert wrap_text('ßaa\n\n\n\nbbé', 5) == ['ßaa', '', 'bbé']

# %%
assert wrap_text('aa\n\n\n\nbb ', 6) == ['aa', '', 'bb']

# %%
assert wrap_text('AA\n\n\n\nBB', 7) == ['AA', '', 'BB']

# %%
assert wrap_text('aa\n\n\n\nbb0é', 5) == ['aa', '', 'bb0é']

# %%
assert wrap_text('aa\n\n', 4) == ['aa']

# %%
assert wrap_text('aaa\n\n\n\nbb ', 5) == ['aaa', '', 'bb']

# %%
assert wrap_text('ßaaa\n\n\n\nbb', 5) == ['ßaaa', '', 'bb']

# %%
assert wrap_text(' aa\n\n\n\nbb', 2) == ['aa', '', 'bb']

# %%
assert wrap_text(' Aa\n\n\n\nBb', 5) == ['Aa', '', 'Bb']

# %%
assert wrap_text(' aa\n', 5) == ['aa']

# %%
assert wrap_text('A', 5) == ['A']

# %%
assert wrap_text('A B C D\n\nE', 2) == ['A', 'B', 'C', 'D', '', 'E']

# %%
assert wrap_text('a b c', 4) == ['a b', 'c']

# %%
assert wrap_text('aa b c d\n\ne', 4) == ['aa b', 'c d', '', 'e']

# %%
assert wrap_text('aa b c d\n\ne', 2) == ['aa', 'b', 'c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\nea b c d\n\ne0', 3) == ['a b', 'c d', '', 'ea', 'b c', 'd', '', 'e0']

# %%
assert wrap_text('ßa b c d\n\ne ', 3) == ['ßa', 'b c', 'd', '', 'e']

# %%
assert wrap_text('e\n\nd c b ae\n\nd c b a', 3) == ['e', '', 'd c', 'b', 'ae', '', 'd c', 'b a']

# %%
assert wrap_text('A B C D\n\nE', 4) == ['A B', 'C D', '', 'E']

# %%
assert wrap_text(' b c d\n\ne', 1) == ['b', 'c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\n', 4) == ['a b', 'c d']

# %%
assert wrap_text(' a b c d\n\ne', 7) == ['a b c d', '', 'e']

# %%
assert wrap_text('a  b  c  d\n\ne0', 3) == ['a b', 'c d', '', 'e0']

# %%
assert wrap_text('a  b  c  d\n\ne ', 3) == ['a b', 'c d', '', 'e']

# %%
assert wrap_text('a b c d\n\ne ', 1) == ['a', 'b', 'c', 'd', '', 'e']

# %%
assert wrap_text('a b c d\n\ne ', 6) == ['a b c', 'd', '', 'e']

# %%
assert wrap_text(' a b c d\n\ne', 1) == ['a', 'b', 'c', 'd', '', 'e']

# %%
assert wrap_text('0', 3) == ['0']

# %%
assert wrap_text(' ', 3) == []

# %%
assert wrap_text('a b c d\n\ne0 ', 3) == ['a b', 'c d', '', 'e0']
