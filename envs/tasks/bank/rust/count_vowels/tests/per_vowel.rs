// %%
assert_eq!(vowel_counts("Education"), vec![1, 1, 1, 1, 1]);

// %%
assert_eq!(vowel_counts("banana"), vec![3, 0, 0, 0, 0]);

// %%
assert_eq!(vowel_counts(""), vec![0, 0, 0, 0, 0]);
