// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(101));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(-1));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
assertEquals("A", Grades.gradeLetter(100));
