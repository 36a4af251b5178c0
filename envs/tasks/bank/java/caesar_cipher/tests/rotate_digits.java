// %%
assertEquals("b2", Caesar.caesarCipher("a1", 1));

// %%
assertEquals("0", Caesar.caesarCipher("9", 1));

// %%
assertEquals("9", Caesar.caesarCipher("0", -1));

// %%
assertEquals("Ebbz 434", Caesar.caesarCipher("Room 101", 13));
