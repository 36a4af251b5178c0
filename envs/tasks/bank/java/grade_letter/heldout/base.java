// %%
assertEquals("F", Grades.gradeLetter(1));

// %%
assertEquals("A", Grades.gradeLetter(96));

// %%
assertEquals("A", Grades.gradeLetter(94));

// %%
assertEquals("F", Grades.gradeLetter(47));

// %%
assertEquals("A", Grades.gradeLetter(97));

// %%
assertEquals("F", Grades.gradeLetter(45));

// %%
assertEquals("A", Grades.gradeLetter(91));

// %%
assertEquals("B", Grades.gradeLetter(88));

// %%
assertEquals("F", Grades.gradeLetter(44));

// %%
assertEquals("C", Grades.gradeLetter(74));

// %%
assertEquals("F", Grades.gradeLetter(37));

// %%
assertEquals("B", Grades.gradeLetter(82));

// %%
assertEquals("C", Grades.gradeLetter(76));

// %%
assertEquals("D", Grades.gradeLetter(61));

// %%
assertEquals("F", Grades.gradeLetter(30));

// %%
assertEquals("D", Grades.gradeLetter(67));

// %%
assertEquals("F", Grades.gradeLetter(29));

// %%
assertEquals("D", Grades.gradeLetter(66));

// %%
assertEquals("F", Grades.gradeLetter(58));

// %%
assertEquals("F", Grades.gradeLetter(7));
