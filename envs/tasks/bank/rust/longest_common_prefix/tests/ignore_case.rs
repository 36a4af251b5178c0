// %%
assert_eq!(longest_common_prefix(&["Flower", "flow", "FLIGHT"]).unwrap(), "Fl");

// %%
assert_eq!(longest_common_prefix(&["ABC", "abd"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["x", "X"]).unwrap(), "x");
