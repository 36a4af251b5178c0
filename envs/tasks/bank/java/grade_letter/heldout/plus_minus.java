// %%
assertEquals("A", Grades.gradeLetter(96));

// %%
assertEquals("F", Grades.gradeLetter(1));

// %%
assertEquals("A", Grades.gradeLetter(90));

// %%
assertEquals("B+", Grades.gradeLetter(88));

// %%
assertEquals("F", Grades.gradeLetter(44));

// %%
assertEquals("C+", Grades.gradeLetter(79));

// %%
assertEquals("B-", Grades.gradeLetter(81));

// %%
assertEquals("F", Grades.gradeLetter(40));

// %%
assertEquals("A", Grades.gradeLetter(92));

// %%
assertEquals("B", Grades.gradeLetter(86));

// %%
assertEquals("B", Grades.gradeLetter(84));

// %%
assertEquals("F", Grades.gradeLetter(39));

// %%
assertEquals("C", Grades.gradeLetter(77));

// %%
assertEquals("C-", Grades.gradeLetter(70));

// %%
assertEquals("F", Grades.gradeLetter(35));

// %%
assertEquals("D+", Grades.gradeLetter(68));

// %%
assertEquals("D-", Grades.gradeLetter(60));

// %%
assertEquals("F", Grades.gradeLetter(30));

// %%
assertEquals("D", Grades.gradeLetter(62));

// %%
assertEquals("F", Grades.gradeLetter(34));

// %%
assertEquals("A", Grades.gradeLetter(98));

// %%
assertEquals("F", Grades.gradeLetter(49));

// %%
assertEquals("F", Grades.gradeLetter(29));

// %%
assertEquals("F", Grades.gradeLetter(58));
