// %%
assertEquals("A", Grades.gradeLetter(95));

// %%
assertEquals("A", Grades.gradeLetter(90));

// %%
assertEquals("B", Grades.gradeLetter(89));

// %%
assertEquals("C", Grades.gradeLetter(75));

// %%
assertEquals("D", Grades.gradeLetter(60));

// %%
assertEquals("F", Grades.gradeLetter(59));

// %%
assertEquals("F", Grades.gradeLetter(0));
