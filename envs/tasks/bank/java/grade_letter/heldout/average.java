// %%
assertEquals("A", Grades.gradeAverage(java.util.List.of(89, 100, 95)));

// %%
assertEquals("A", Grades.gradeAverage(java.util.List.of(90, 101, 95)));

// %%
assertEquals("D", Grades.gradeAverage(java.util.List.of(90, 100, 0)));

// %%
assertEquals("A", Grades.gradeAverage(java.util.List.of(90, 100, 102)));

// %%
assertEquals("D", Grades.gradeAverage(java.util.List.of(0, 100, 95)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(51, 50, 51)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 50, 25)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(0, 50, 51)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 51, 51)));

// %%
assertEquals("D", Grades.gradeAverage(java.util.List.of(50, 100, 51)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 50, 50)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 50, 52)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 57, 51)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 50, 0)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(62, 56)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(1, 56)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(55, 63)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(54, 56)));

// %%
assertEquals("B", Grades.gradeAverage(java.util.List.of(55, 112)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(55, 0)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(55, 55)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(55, 1)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(27, 56)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(56, 56)));
