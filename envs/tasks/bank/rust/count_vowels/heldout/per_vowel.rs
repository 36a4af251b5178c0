// %%
assert_eq!(vowel_counts("ducation"), vec![1, 0, 1, 1, 1]);

// %%
assert_eq!(vowel_counts(" Education"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("EducationEducation"), vec![2, 2, 2, 2, 2]);

// %%
assert_eq!(vowel_counts("education"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("EEducation"), vec![1, 2, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("noitacudE"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("Educ"), vec![0, 1, 0, 0, 1]);

// %%
assert_eq!(vowel_counts("Education0"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("eDUCATION"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("E"), vec![0, 1, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("Education "), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("bananaa"), vec![4, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("b"), vec![0, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("banana "), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("anana"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts(" banana"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("Banana"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("ananab"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("bbanana"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("banan"), vec![2, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("bananabanana"), vec![6, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("0"), vec![0, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts("a"), vec![1, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts(" "), vec![0, 0, 0, 0, 0]);
