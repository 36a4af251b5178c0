// %%
assert_eq!(is_balanced("([]{})").unwrap(), true);

// %%
assert_eq!(is_balanced("([)]").unwrap(), false);

// %%
assert_eq!(is_balanced("").unwrap(), true);

// %%
assert_eq!(is_balanced("f(x[1]) { return; }").unwrap(), true);

// %%
assert_eq!(is_balanced("((").unwrap(), false);

// %%
assert_eq!(is_balanced("}").unwrap(), false);
