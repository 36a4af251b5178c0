// %%
assert_eq!(grade_letter(95).unwrap(), "A");

// %%
assert_eq!(grade_letter(90).unwrap(), "A");

// %%
assert_eq!(grade_letter(89).unwrap(), "B");

// %%
assert_eq!(grade_letter(75).unwrap(), "C");

// %%
assert_eq!(grade_letter(60).unwrap(), "D");

// %%
assert_eq!(grade_letter(59).unwrap(), "F");

// %%
assert_eq!(grade_letter(0).unwrap(), "F");
