// %%
assert_eq!(grade_letter(47).unwrap(), "F");

// %%
assert_eq!(grade_letter(96).unwrap(), "A");

// %%
assert_eq!(grade_letter(94).unwrap(), "A");

// %%
assert_eq!(grade_letter(1).unwrap(), "F");

// %%
assert_eq!(grade_letter(97).unwrap(), "A");

// %%
assert_eq!(grade_letter(45).unwrap(), "F");

// %%
assert_eq!(grade_letter(91).unwrap(), "A");

// %%
assert_eq!(grade_letter(88).unwrap(), "B");

// %%
assert_eq!(grade_letter(44).unwrap(), "F");

// %%
assert_eq!(grade_letter(76).unwrap(), "C");

// %%
assert_eq!(grade_letter(82).unwrap(), "B");

// %%
assert_eq!(grade_letter(37).unwrap(), "F");

// %%
assert_eq!(grade_letter(74).unwrap(), "C");

// %%
assert_eq!(grade_letter(67).unwrap(), "D");

// %%
assert_eq!(grade_letter(61).unwrap(), "D");

// %%
assert_eq!(grade_letter(30).unwrap(), "F");

// %%
assert_eq!(grade_letter(66).unwrap(), "D");

// %%
assert_eq!(grade_letter(58).unwrap(), "F");

// %%
assert_eq!(grade_letter(29).unwrap(), "F");

// %%
assert_eq!(grade_letter(7).unwrap(), "F");
