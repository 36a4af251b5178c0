// %%
assert_eq!(is_balanced_with(" <a>(b)", "()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<a>(b)", "()").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<A>(B)", "()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<a>(b)", "()<>()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<a>", "()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<a>(b)", "><)(").unwrap(), false);

// %%
assert_eq!(is_balanced_with("<<a>(b)", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("<a>(b)<a>(b)", "()<>").unwrap(), true);

// %%
assert_eq!(is_balanced_with("(>)", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("<(>) ", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("<(>)0", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("<(>)", "").unwrap(), true);

// %%
assert_eq!(is_balanced_with("<(>)<(>)", "()<>").unwrap(), false);

// %%
assert_eq!(is_balanced_with("(])", "()").unwrap(), true);

// %%
assert_eq!(is_balanced_with("[(])", "()()").unwrap(), true);

// %%
assert_eq!(is_balanced_with("[(]", "()").unwrap(), false);

// %%
assert_eq!(is_balanced_with("[(", "()").unwrap(), false);

// %%
assert_eq!(is_balanced_with("[(])0", "()").unwrap(), true);

// %%
assert_eq!(is_balanced_with("[", "()").unwrap(), true);

// %%
assert_eq!(is_balanced_with(")", "()<"), Err("pairs must have an even length".to_string()));

// %%
assert_eq!(is_balanced_with("()a", "()<"), Err("pairs must have an even length".to_string()));

// %%
assert_eq!(is_balanced_with("() ", "()<"), Err("pairs must have an even length".to_string()));

// %%
assert_eq!(is_balanced_with("(", "()<"), Err("pairs must have an even length".to_string()));

// %%
assert_eq!(is_balanced_with("()", "("), Err("pairs must have an even length".to_string()));
