// %%
assert_eq!(grade_letter(44).unwrap(), "F");

// %%
assert_eq!(grade_letter(1).unwrap(), "F");

// %%
assert_eq!(grade_letter(0).unwrap(), "F");

// %%
assert_eq!(grade_letter(96).unwrap(), "A");

// %%
assert_eq!(grade_letter(81).unwrap(), "B-");

// %%
assert_eq!(grade_letter(87).unwrap(), "B");

// %%
assert_eq!(grade_letter(40).unwrap(), "F");

// %%
assert_eq!(grade_letter(79).unwrap(), "C+");

// %%
assert_eq!(grade_letter(84).unwrap(), "B");

// %%
assert_eq!(grade_letter(42).unwrap(), "F");

// %%
assert_eq!(grade_letter(86).unwrap(), "B");

// %%
assert_eq!(grade_letter(92).unwrap(), "A");

// %%
assert_eq!(grade_letter(39).unwrap(), "F");

// %%
assert_eq!(grade_letter(77).unwrap(), "C");

// %%
assert_eq!(grade_letter(70).unwrap(), "C-");

// %%
assert_eq!(grade_letter(35).unwrap(), "F");

// %%
assert_eq!(grade_letter(62).unwrap(), "D");

// %%
assert_eq!(grade_letter(68).unwrap(), "D+");

// %%
assert_eq!(grade_letter(34).unwrap(), "F");

// %%
assert_eq!(grade_letter(76).unwrap(), "C");

// %%
assert_eq!(grade_letter(100).unwrap(), "A");

// %%
assert_eq!(grade_letter(98).unwrap(), "A");

// %%
assert_eq!(grade_letter(58).unwrap(), "F");

// %%
assert_eq!(grade_letter(29).unwrap(), "F");
