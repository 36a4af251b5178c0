// %%
assertEquals("f2", Caesar.caesarCipher("a1", 100001));

// %%
assertEquals("c3", Caesar.caesarCipher("a1", 2));

// %%
assertEquals("b", Caesar.caesarCipher("a", 1));

// %%
assertEquals("b2b", Caesar.caesarCipher("a1a", 1));

// %%
assertEquals("i9", Caesar.caesarCipher("a1", 8));

// %%
assertEquals("a1", Caesar.caesarCipher("a1", 0));

// %%
assertEquals("01", Caesar.caesarCipher("90", 1));

// %%
assertEquals("7", Caesar.caesarCipher("9", 8));

// %%
assertEquals("00", Caesar.caesarCipher("99", 1));

// %%
assertEquals("9", Caesar.caesarCipher("9", 10));

// %%
assertEquals("1", Caesar.caesarCipher("9", 2));

// %%
assertEquals("0 ", Caesar.caesarCipher("9 ", 1));

// %%
assertEquals("9", Caesar.caesarCipher("0", 99999));

// %%
assertEquals("6", Caesar.caesarCipher("0", 6));

// %%
assertEquals("8", Caesar.caesarCipher("0", -2));

// %%
assertEquals("9 ", Caesar.caesarCipher("0 ", -1));

// %%
assertEquals("1", Caesar.caesarCipher("0", 1));

// %%
assertEquals("Room 101", Caesar.caesarCipher("Room 101", 0));

// %%
assertEquals("Room 101", Caesar.caesarCipher("Room 101", 130));

// %%
assertEquals(" Ebbz 434", Caesar.caesarCipher(" Room 101", 13));

// %%
assertEquals("EEbbz 434", Caesar.caesarCipher("RRoom 101", 13));

// %%
assertEquals("Iffd 434", Caesar.caesarCipher("Room 101", 100013));

// %%
assertEquals("Daay 323", Caesar.caesarCipher("Room 101", 12));

// %%
assertEquals("Ebbz 434Ebbz 434", Caesar.caesarCipher("Room 101Room 101", 13));
