// %%
assert_eq!(grade_letter(89).unwrap(), "B+");

// %%
assert_eq!(grade_letter(80).unwrap(), "B-");

// %%
assert_eq!(grade_letter(85).unwrap(), "B");

// %%
assert_eq!(grade_letter(78).unwrap(), "C+");

// %%
assert_eq!(grade_letter(71).unwrap(), "C-");

// %%
assert_eq!(grade_letter(61).unwrap(), "D-");

// %%
assert_eq!(grade_letter(69).unwrap(), "D+");

// %%
assert_eq!(grade_letter(99).unwrap(), "A");

// %%
assert_eq!(grade_letter(59).unwrap(), "F");
