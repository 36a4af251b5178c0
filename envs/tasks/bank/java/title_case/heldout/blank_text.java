// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Titles.titleCase(" "));
assertEquals("text must not be blank", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Titles.titleCase("    "));
assertEquals("text must not be blank", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Titles.titleCase("  "));
assertEquals("text must not be blank", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Titles.titleCase("      "));
assertEquals("text must not be blank", e.getMessage());
