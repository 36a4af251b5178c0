// %%
assert_eq!(grade_letter(100101), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(102), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(1010), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(108), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(202), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(-10), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(99999), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(-2), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(99).unwrap(), "A");

// %%
assert_eq!(grade_letter(1).unwrap(), "F");

// %%
assert_eq!(grade_letter(50).unwrap(), "F");

// %%
assert_eq!(grade_letter(0).unwrap(), "F");
