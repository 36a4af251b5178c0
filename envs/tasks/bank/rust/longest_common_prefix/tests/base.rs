// %%
assert_eq!(longest_common_prefix(&["flower", "flow", "flight"]).unwrap(), "fl");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecar", "car"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["alone"]).unwrap(), "alone");

// %%
assert_eq!(longest_common_prefix(&["same", "same"]).unwrap(), "same");

// %%
assert_eq!(longest_common_prefix(&["ab", "a", "abc"]).unwrap(), "a");
