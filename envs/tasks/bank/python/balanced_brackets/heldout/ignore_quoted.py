# %%
assert is_balanced('rint(")")') is True

# %%
assert is_balanced('p') is True

# %%
assert is_balanced('PRINT(")")') is True

# %%
assert is_balanced('ßprint(")")') is True

# %%
assert is_balanced('print(")")print(")")') is True

# %%
assert is_balanced('Print(")")') is True

# %%
assert is_balanced('') is True

# %%
assert is_balanced('pprint(")")') is True

# %%
assert is_balanced('print') is True

# %%
assert is_balanced('print(")")0') is True

# %%
assert is_balanced(' print(")")') is True

# %%
assert is_balanced('print(")")é') is True

# %%
assert is_balanced('print(")") ') is True

# %%
assert is_balanced(" x = '(' + y") is True

# %%
assert is_balanced(" = '(' + y") is True

# %%
assert is_balanced("xx = '(' + y") is True

# %%
assert is_balanced('x') is True

# %%
assert is_balanced("ßx = '(' + y") is True

# %%
assert is_balanced("x = '(' + y ") is True

# %%
assert is_balanced("x = '(' + yé") is True

# %%
assert is_balanced("x = '(' + yx = '(' + y") is True

# %%
assert is_balanced("x = '(' + ") is True

# %%
assert is_balanced("x = '") is True

# %%
assert is_balanced("y + '(' = x") is True

# %%
assert is_balanced("X = '(' + Y") is True

# %%
assert is_balanced("x = '(' + y0") is True

# %%
assert is_balanced("x  =  '('  +  y") is True

# %%
assert is_balanced('ff("it\'s")') is True

# %%
assert is_balanced('f("it\'s")0') is True

# %%
assert is_balanced('f("it\'s") ') is True

# %%
assert is_balanced('F("IT\'S")') is True

# %%
assert is_balanced('f("it\'s")f("it\'s")') is True

# %%
assert is_balanced('F("It\'S")') is True

# %%
assert is_balanced('ßf("it\'s")') is True

# %%
assert is_balanced(' f("it\'s")') is True

# %%
assert is_balanced('("it\'s")') is True

# %%
assert is_balanced('f') is True

# %%
assert is_balanced('f("it\'s")é') is True

# %%
assert is_balanced('ß")"(') is False

# %%
assert is_balanced('(")"') is False

# %%
assert is_balanced(')"(') is False

# %%
assert is_balanced(' ")"(') is False

# %%
assert is_balanced('"")"(') is False

# %%
assert is_balanced('")"(é') is False

# %%
assert is_balanced('")') is False

# %%
assert is_balanced('")"(")"(') is False

# %%
assert is_balanced('")"( ') is False

# %%
assert is_balanced('")"(0') is False

# %%
assert is_balanced("a'(a'(") is False

# %%
assert is_balanced("a'( ") is False

# %%
assert is_balanced("a'(é") is False

# %%
assert is_balanced("a'(0") is False

# %%
assert is_balanced("('a") is False

# %%
assert is_balanced("A'(") is False

# %%
assert is_balanced("ßa'(") is False

# %%
assert is_balanced("aa'(") is False

# %%
assert is_balanced("'(") is False

# %%
assert is_balanced(" a'(") is False
