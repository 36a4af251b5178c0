// %%
assert_eq!(is_balanced_with("<a>(b)", "()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<(>)", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("[(])", "()").unwrap(), true);

// %%
assert_eq!(is_balanced_with("()", "()<"), Err("pairs must have an even length".to_string()));
