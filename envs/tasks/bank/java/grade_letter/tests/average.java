// %%
assertEquals("A", Grades.gradeAverage(java.util.List.of(90, 100, 95)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(50, 50, 51)));

// %%
assertEquals("F", Grades.gradeAverage(java.util.List.of(55, 56)));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Grades.gradeAverage(java.util.List.of()));
assertEquals("no scores", e.getMessage());
