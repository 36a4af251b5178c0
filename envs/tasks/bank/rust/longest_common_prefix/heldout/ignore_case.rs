// %%
assert_eq!(longest_common_prefix(&["F", "flow", "FLIGHT"]).unwrap(), "F");

// %%
assert_eq!(longest_common_prefix(&["FlowerFlower", "flow", "FLIGHT"]).unwrap(), "Fl");

// %%
assert_eq!(longest_common_prefix(&["Flower", "Flow", "FLIGHT"]).unwrap(), "Fl");

// %%
assert_eq!(longest_common_prefix(&["Flower", "flow", "FLIGHTa"]).unwrap(), "Fl");

// %%
assert_eq!(longest_common_prefix(&["ABC", "ABD"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&[" ABC", "abd"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["ABC", "Abd"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["ABC", "abdabd"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["ABC", "abd "]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["ABC", "bd"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["", "abd"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["ABC", "aabd"]).unwrap(), "A");

// %%
assert_eq!(longest_common_prefix(&["ABCABC", "abd"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["ABCa", "abd"]).unwrap(), "AB");

// %%
assert_eq!(longest_common_prefix(&["x", "X0"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["x0", "X"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["X", "X"]).unwrap(), "X");

// %%
assert_eq!(longest_common_prefix(&["xx", "X"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["x", "x"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["x", "X "]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["x ", "X"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&["x", "XX"]).unwrap(), "x");

// %%
assert_eq!(longest_common_prefix(&[" x", "X"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["xa", "X"]).unwrap(), "x");
