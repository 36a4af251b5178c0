// %%
assert_eq!(grade_letter(101), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(-1), Err("score must be between 0 and 100".to_string()));

// %%
assert_eq!(grade_letter(100).unwrap(), "A");
