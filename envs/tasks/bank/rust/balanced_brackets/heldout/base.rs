// %%
assert_eq!(is_balanced("([]{})([]{})").unwrap(), true);

// %%
assert_eq!(is_balanced("([]").unwrap(), false);

// %%
assert_eq!(is_balanced(" ([)]").unwrap(), false);

// %%
assert_eq!(is_balanced("(([)]").unwrap(), false);

// %%
assert_eq!(is_balanced("([").unwrap(), false);

// %%
assert_eq!(is_balanced("])[(").unwrap(), false);

// %%
assert_eq!(is_balanced(" ").unwrap(), true);

// %%
assert_eq!(is_balanced("a").unwrap(), true);

// %%
assert_eq!(is_balanced("f(x[1]) { return; }f(x[1]) { return; }").unwrap(), true);

// %%
assert_eq!(is_balanced("F(X[1]) { Return; }").unwrap(), true);

// %%
assert_eq!(is_balanced("f(x[1])  {  return;  }").unwrap(), true);

// %%
assert_eq!(is_balanced("f").unwrap(), true);

// %%
assert_eq!(is_balanced("F(X[1]) { RETURN; }").unwrap(), true);

// %%
assert_eq!(is_balanced("f(x[1]) {").unwrap(), false);

// %%
assert_eq!(is_balanced("ff(x[1]) { return; }").unwrap(), true);

// %%
assert_eq!(is_balanced("} ;nruter { )]1[x(f").unwrap(), false);

// %%
assert_eq!(is_balanced("f(x[1]) { return; }a").unwrap(), true);

// %%
assert_eq!(is_balanced("(x[1]) { return; }").unwrap(), true);

// %%
assert_eq!(is_balanced(" ((").unwrap(), false);

// %%
assert_eq!(is_balanced("((0").unwrap(), false);

// %%
assert_eq!(is_balanced("(( ").unwrap(), false);

// %%
assert_eq!(is_balanced("}0").unwrap(), false);

// %%
assert_eq!(is_balanced("}a").unwrap(), false);

// %%
assert_eq!(is_balanced("}}").unwrap(), false);
