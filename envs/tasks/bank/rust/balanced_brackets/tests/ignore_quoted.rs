// %%
assert_eq!(is_balanced("print(\")\")").unwrap(), true);

// %%
assert_eq!(is_balanced("a = '[' + \"{\"").unwrap(), true);

// %%
assert_eq!(is_balanced("f(\"it's\")").unwrap(), true);

// %%
assert_eq!(is_balanced("'(").unwrap(), false);

// %%
assert_eq!(is_balanced("('(')").unwrap(), true);
