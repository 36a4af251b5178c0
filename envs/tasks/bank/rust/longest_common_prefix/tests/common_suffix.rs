// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "king"]).unwrap(), "king");

// %%
assert_eq!(longest_common_suffix(&["abc", "xyz"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["solo"]).unwrap(), "solo");

// %%
assert_eq!(longest_common_suffix(&["ing", "Ing"]).unwrap(), "ng");
