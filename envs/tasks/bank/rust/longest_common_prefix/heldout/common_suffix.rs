// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "gnik"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "k"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "kingking"]).unwrap(), "king");

// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "KING"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "ki"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["walking", "talking", "kin"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["abc ", "xyz"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["abc", "zyx"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ABC", "xyz"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["aabc", "xyz"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["abc", " xyz"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&[" solo"]).unwrap(), " solo");

// %%
assert_eq!(longest_common_suffix(&["s"]).unwrap(), "s");

// %%
assert_eq!(longest_common_suffix(&["sol"]).unwrap(), "sol");

// %%
assert_eq!(longest_common_suffix(&["solo0"]).unwrap(), "solo0");

// %%
assert_eq!(longest_common_suffix(&[""]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["in", "Ing"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ing", "ING"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ING", "Ing"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ing", "IngIng"]).unwrap(), "ng");

// %%
assert_eq!(longest_common_suffix(&["", "Ing"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ing0", "Ing"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["gni", "Ing"]).unwrap(), "");

// %%
assert_eq!(longest_common_suffix(&["ing", ""]).unwrap(), "");
