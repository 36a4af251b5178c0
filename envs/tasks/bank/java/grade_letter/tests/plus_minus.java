// %%
assertEquals("B+", Grades.gradeLetter(89));

// %%
assertEquals("B-", Grades.gradeLetter(80));

// %%
assertEquals("B", Grades.gradeLetter(85));

// %%
assertEquals("C+", Grades.gradeLetter(78));

// %%
assertEquals("C-", Grades.gradeLetter(71));

// %%
assertEquals("D-", Grades.gradeLetter(61));

// %%
assertEquals("D+", Grades.gradeLetter(69));

// %%
assertEquals("A", Grades.gradeLetter(99));

// %%
assertEquals("F", Grades.gradeLetter(59));
