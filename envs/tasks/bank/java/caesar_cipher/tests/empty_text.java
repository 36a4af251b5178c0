// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Caesar.caesarCipher("", 3));
assertEquals("text must not be empty", e.getMessage());

// %%
assertEquals(" ", Caesar.caesarCipher(" ", 3));
