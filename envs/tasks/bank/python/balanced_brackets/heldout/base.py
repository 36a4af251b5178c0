# %%
assert is_balanced('ß([]{})') is True

# %%
assert is_balanced(' ([]{})') is True

# %%
assert is_balanced('([]{})é') is True

# %%
assert is_balanced('([]{})0') is True

# %%
assert is_balanced('([]{}) ') is True

# %%
assert is_balanced(' a(b)c[d]') is True

# %%
assert is_balanced('a(b)c[d]é') is True

# %%
assert is_balanced('A(B)C[D]') is True

# %%
assert is_balanced('a(b)') is True

# %%
assert is_balanced('a(b)c[d]0') is True

# %%
assert is_balanced(' ') is True

# %%
assert is_balanced('0') is True

# %%
assert is_balanced('é') is True

# %%
assert is_balanced('ß') is True

# %%
assert is_balanced('])[(') is False

# %%
assert is_balanced('([') is False

# %%
assert is_balanced('([)]0') is False

# %%
assert is_balanced('([)]([)]') is False

# %%
assert is_balanced('([)]é') is False

# %%
assert is_balanced('([)') is False

# %%
assert is_balanced('([)] ') is False

# %%
assert is_balanced('(([)]') is False

# %%
assert is_balanced('(( ') is False

# %%
assert is_balanced('((((') is False

# %%
assert is_balanced('((é') is False

# %%
assert is_balanced(' ((') is False

# %%
assert is_balanced('ß((') is False

# %%
assert is_balanced(' }{') is False

# %%
assert is_balanced('}{ ') is False

# %%
assert is_balanced('}{0') is False

# %%
assert is_balanced('{') is False

# %%
assert is_balanced('}') is False

# %%
assert is_balanced('}{é') is False

# %%
assert is_balanced('}}{') is False

# %%
assert is_balanced(' ß([]{})') is True

# %%
assert is_balanced('ßß([]{})') is True

# %%
assert is_balanced(' ([]{})0') is True

# %%
assert is_balanced('([]{}) é') is True

# %%
assert is_balanced(' a(b)c[d]0') is True

# %%
assert is_balanced('a(b)c[d]a(b)c[d] ') is True

# %%
assert is_balanced('aa(b)c[d]é') is True

# %%
assert is_balanced('a(b)c[d]éa(b)c[d]é') is True

# %%
assert is_balanced('AA(B)C[D]') is True

# %%
assert is_balanced('aa(b)c[d] ') is True

# %%
assert is_balanced('a0') is True

# %%
assert is_balanced(' a') is True

# %%
assert is_balanced('ßa(b)c[d]0') is True

# %%
assert is_balanced(' (b)c[d]') is True

# %%
assert is_balanced('(b)c[d]0') is True

# %%
assert is_balanced('ß ') is True

# %%
assert is_balanced('é ') is True

# %%
assert is_balanced('é0') is True

# %%
assert is_balanced('])[(0') is False

# %%
assert is_balanced('(([') is False

# %%
assert is_balanced('[(') is False

# %%
assert is_balanced(' ([') is False

# %%
assert is_balanced('(([)]([)]') is False

# %%
assert is_balanced('([)]([)]é') is False

# %%
assert is_balanced(' ([)]([)]') is False

# %%
assert is_balanced(' ([)] ') is False

# %%
assert is_balanced(' (') is False

# %%
assert is_balanced('[)]é') is False

# %%
assert is_balanced(')[(') is False

# %%
assert is_balanced('([)] 0') is False

# %%
assert is_balanced('([)]  ') is False

# %%
assert is_balanced('((  ') is False

# %%
assert is_balanced('(((é') is False

# %%
assert is_balanced('(((0') is False

# %%
assert is_balanced('((ß') is False

# %%
assert is_balanced(' ß((') is False

# %%
assert is_balanced(' }') is False

# %%
assert is_balanced('}{  ') is False

# %%
assert is_balanced('}}{0') is False

# %%
assert is_balanced('{0') is False

# %%
assert is_balanced('ß}{é') is False

# %%
assert is_balanced('}{éé') is False

# %%
assert is_balanced('Ss}{') is False

# %%
assert is_balanced('}}{}}{') is False

# %%
assert is_balanced(' }}{') is False

# %%
assert is_balanced('}}{ ') is False
