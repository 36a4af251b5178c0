# %%
assert wrap_text('THE QUICK BROWN FOX', 10) == ['THE QUICK', 'BROWN FOX']

# %%
assert wrap_text('the quick brown fox', 11) == ['the quick', 'brown fox']

# %%
assert wrap_text(' the quick brown fox', 10) == ['the quick', 'brown fox']

# %%
assert wrap_text('the quick brown fox ', 10) == ['the quick', 'brown fox']

# %%
assert wrap_text('the quick brown fox', 1000000) == ['the quick brown fox']

# %%
assert wrap_text('The Quick Brown Fox', 10) == ['The Quick', 'Brown Fox']

# %%
assert wrap_text('the quick brown foxthe quick brown fox', 10) == ['the quick', 'brown', 'foxthe', 'quick', 'brown fox']

# %%
assert wrap_text('', 10) == []

# %%
assert wrap_text('the quick brown fox', 1) == ['the', 'quick', 'brown', 'fox']

# %%
assert wrap_text('tthe quick brown fox', 10) == ['tthe quick', 'brown fox']

# %%
assert wrap_text('the  quick  brown  fox', 10) == ['the quick', 'brown fox']

# %%
assert wrap_text('the quick brown fox', 7) == ['the', 'quick', 'brown', 'fox']

# %%
assert wrap_text('he quick brown fox', 10) == ['he quick', 'brown fox']

# %%
assert wrap_text('the quick brown fox', 20) == ['the quick brown fox']

# %%
assert wrap_text('the quick brown fox0', 10) == ['the quick', 'brown fox0']

# %%
assert wrap_text('t', 10) == ['t']

# %%
assert wrap_text('the quick', 10) == ['the quick']

# %%
assert wrap_text('the quick brown fo', 10) == ['the quick', 'brown fo']

# %%
assert wrap_text('a b ca b c', 1) == ['a', 'b', 'ca', 'b', 'c']

# %%
assert wrap_text('a  b  c', 1) == ['a', 'b', 'c']

# %%
assert wrap_text('a b c0', 1) == ['a', 'b', 'c0']

# %%
assert wrap_text('', 1) == []

# %%
assert wrap_text(' b c', 1) == ['b', 'c']

# %%
assert wrap_text('a b ', 1) == ['a', 'b']

# %%
assert wrap_text(' a b c', 1) == ['a', 'b', 'c']

# %%
assert wrap_text('aa b c', 1) == ['aa', 'b', 'c']

# %%
assert wrap_text('a b c', 1000000) == ['a b c']

# %%
assert wrap_text('a b c', 2) == ['a', 'b', 'c']

# %%
assert wrap_text('a b c ', 1) == ['a', 'b', 'c']

# %%
assert wrap_text('c b a', 1) == ['c', 'b', 'a']

# %%
assert wrap_text('ßa b c', 1) == ['ßa', 'b', 'c']

# %%
assert wrap_text('a', 1) == ['a']

# %%
assert wrap_text('A B C', 1) == ['A', 'B', 'C']

# %%
assert wrap_text('a b c', 7) == ['a b c']

# %%
assert wrap_text(' hello', 3) == ['hello']

# %%
assert wrap_text('hello', 1000000) == ['hello']

# %%
assert wrap_text('ßhello', 3) == ['ßhello']

# %%
assert wrap_text('HELLO', 3) == ['HELLO']

# %%
assert wrap_text('h', 3) == ['h']

# %%
assert wrap_text('hello', 6) == ['hello']

# %%
assert wrap_text('he', 3) == ['he']

# %%
assert wrap_text('olleh', 3) == ['olleh']

# %%
assert wrap_text('Hello', 3) == ['Hello']

# %%
assert wrap_text('hell', 3) == ['hell']

# %%
assert wrap_text('hello ', 3) == ['hello']

# %%
assert wrap_text('', 3) == []

# %%
assert wrap_text('hello', 2) == ['hello']

# %%
assert wrap_text('hello', 4) == ['hello']

# %%
assert wrap_text('one  two\nthree', 40) == ['one two three']

# %%
assert wrap_text('one  two\nthreeone  two\nthree', 20) == ['one two threeone two', 'three']

# %%
assert wrap_text('one  two\nthree', 10) == ['one two', 'three']

# %%
assert wrap_text('one  two\nthree ', 20) == ['one two three']

# %%
assert wrap_text('ONE  TWO\nTHREE', 20) == ['ONE TWO THREE']

# %%
assert wrap_text('one  two\nthree', 21) == ['one two three']

# %%
assert wrap_text('oone  two\nthree', 20) == ['oone two three']

# %%
assert wrap_text('one  two\nthreeé', 20) == ['one two threeé']

# %%
assert wrap_text('one  two\nthree', 1000000) == ['one two three']

# %%
assert wrap_text('one  two\nthree', 19) == ['one two three']

# %%
assert wrap_text('eerht\nowt  eno', 20) == ['eerht owt eno']

# %%
assert wrap_text('one  tw', 20) == ['one tw']

# %%
assert wrap_text('ne  two\nthree', 20) == ['ne two three']

# %%
assert wrap_text('', 20) == []

# %%
assert wrap_text('one  two\nthree', 7) == ['one two', 'three']

# %%
assert wrap_text(' well-known words', 12) == ['well-known', 'words']

# %%
assert wrap_text('well-known wordswell-known words', 12) == ['well-known', 'wordswell-known', 'words']

# %%
assert wrap_text('ell-known words', 12) == ['ell-known', 'words']

# %%
assert wrap_text('well-known words ', 12) == ['well-known', 'words']

# %%
assert wrap_text('well-known  words', 12) == ['well-known', 'words']

# %%
assert wrap_text('Well-Known Words', 12) == ['Well-Known', 'Words']

# %%
assert wrap_text('well-known words', 24) == ['well-known words']

# %%
assert wrap_text('well-kno', 12) == ['well-kno']

# %%
assert wrap_text('well-known words', 6) == ['well-known', 'words']

# %%
assert wrap_text('WELL-KNOWN WORDS', 12) == ['WELL-KNOWN', 'WORDS']

# %%
assert wrap_text('well-known word', 12) == ['well-known', 'word']

# %%
assert wrap_text('w', 12) == ['w']

# %%
assert wrap_text('wwell-known words', 12) == ['wwell-known', 'words']

# %%
assert wrap_text('well-known words0', 12) == ['well-known', 'words0']

# %%
assert wrap_text('well-known words', 1) == ['well-known', 'words']

# %%
assert wrap_text('well-known words', 11) == ['well-known', 'words']

# %%
assert wrap_text('well-known words', 13) == ['well-known', 'words']
