// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(108));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(202));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(102));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(100101));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(1010));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(-10));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(-2));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeLetter(99999));
assertEquals("score must be between 0 and 100", e.getMessage());

// %%
assertEquals("F", Grades.gradeLetter(1));

// %%
assertEquals("A", Grades.gradeLetter(99));

// %%
assertEquals("F", Grades.gradeLetter(0));

// %%
assertEquals("F", Grades.gradeLetter(50));
