# %%
assert is_balanced('p') is True

# %%
assert is_balanced('PRINT(")")') is True

# %%
assert is_balanced('ßprint(")")') is True

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
assert is_balanced(" x = '(' + y") is True

# %%
assert is_balanced(" = '(' + y") is True

# %%
assert is_balanced("ßx = '(' + y") is True

# %%
assert is_balanced("x = '(' + yé") is True

# %%
assert is_balanced("x = '(' + yx = '(' + y") is True

# %%
assert is_balanced("x = '(' + ") is True

# %%
assert is_balanced("x = '(' + y0") is True

# %%
assert is_balanced('ff("it\'s")') is True

# %%
assert is_balanced('f("it\'s")0') is True

# %%
assert is_balanced('f("it\'s") ') is True

# %%
assert is_balanced('F("IT\'S")') is True

# %%
assert is_balanced(' f("it\'s")') is True

# %%
assert is_balanced('f') is True

# %%
assert is_balanced(' ")"(') is False

# %%
assert is_balanced('")"(é') is False

# %%
assert is_balanced('")') is False

# %%
assert is_balanced('")"(")"(') is False

# %%
assert is_balanced("a'(a'(") is False

# %%
assert is_balanced("a'( ") is False

# %%
assert is_balanced("a'(0") is False

# %%
assert is_balanced("('a") is False

# %%
assert is_balanced('r') is True

# %%
assert is_balanced('p ') is True

# %%
assert is_balanced('PRINT(")")0') is True

# %%
assert is_balanced('PPRINT(")")') is True

# %%
assert is_balanced('Ssprint(")")') is True

# %%
assert is_balanced('SSPRINT(")")') is True

# %%
assert is_balanced('pprint(")")print(")")') is True

# %%
assert is_balanced(' ') is True

# %%
assert is_balanced('é') is True

# %%
assert is_balanced('pprint(")")pprint(")")') is True

# %%
assert is_balanced('print0') is True

# %%
assert is_balanced(' print(")")0') is True

# %%
assert is_balanced('print(")") é') is True

# %%
assert is_balanced(" = '(' + y0") is True

# %%
assert is_balanced(" = '(' + yé") is True

# %%
assert is_balanced(" xx = '(' + y") is True

# %%
assert is_balanced('x0') is True

# %%
assert is_balanced("ßx = '(' + yé") is True

# %%
assert is_balanced("ßx = '(' + yßx = '(' + y") is True

# %%
assert is_balanced("ßx = '(' + y ") is True

# %%
assert is_balanced("x = '(' + yé0") is True

# %%
assert is_balanced("y + '(' = xy + '(' = x") is True

# %%
assert is_balanced("x  =  '") is True

# %%
assert is_balanced("y + '") is True

# %%
assert is_balanced("X  =  '('  +  Y") is True

# %%
assert is_balanced('F("IT\'S")0') is True

# %%
assert is_balanced('("it\'s")0') is True

# %%
assert is_balanced('F("IT\'S")F("IT\'S")') is True

# %%
assert is_balanced('ßf("it\'s")f("it\'s")') is True

# %%
assert is_balanced('ß') is True

# %%
assert is_balanced('("it\'s") ') is True

# %%
assert is_balanced('F') is True

# %%
assert is_balanced(' ß")"(') is False

# %%
assert is_balanced('(') is False

# %%
assert is_balanced(')"') is False

# %%
assert is_balanced(' ")"(é') is False

# %%
assert is_balanced('  ")"(') is False

# %%
assert is_balanced('"")"(é') is False

# %%
assert is_balanced('")"(É') is False

# %%
assert is_balanced(' (")"') is False

# %%
assert is_balanced('0(")"') is False

# %%
assert is_balanced("ßa'( ") is False

# %%
assert is_balanced("a'(") is False

# %%
assert is_balanced("A'(0") is False

# %%
assert is_balanced("a'(0 ") is False

# %%
assert is_balanced(" ('a") is False

# %%
assert is_balanced("A'( ") is False

# %%
assert is_balanced("ßa'(é") is False

# %%
assert is_balanced("('") is False

# %%
assert is_balanced("ß a'(") is False
