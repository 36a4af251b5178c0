// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 30));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 2));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 6));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 1));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 100003));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 10));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 4));
assertEquals("text must not be empty", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 0));
assertEquals("text must not be empty", e.getMessage());

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 0));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 4));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 6));

// %%
assertEquals(" d", Caesar.caesarCipher(" a", 3));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 1));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 2));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 30));

// %%
assertEquals("  ", Caesar.caesarCipher("  ", 3));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 10));

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 100003));
