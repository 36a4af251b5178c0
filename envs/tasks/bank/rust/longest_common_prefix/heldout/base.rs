// %%
assert_eq!(longest_common_prefix(&["flower", "flow", "f"]).unwrap(), "f");

// %%
assert_eq!(longest_common_prefix(&["flower", "flow", ""]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["flower", "flo", "flight"]).unwrap(), "fl");

// %%
assert_eq!(longest_common_prefix(&["flower", "", "flight"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["flower", "low", "flight"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["flower", "flow", "fflight"]).unwrap(), "f");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecar", "c"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecar", "rac"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecarracecar", "car"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecar", ""]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["dog ", "racecar", "car"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["dog", "racecar", "ccar"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&[" alone"]).unwrap(), " alone");

// %%
assert_eq!(longest_common_prefix(&["enola"]).unwrap(), "enola");

// %%
assert_eq!(longest_common_prefix(&["alon"]).unwrap(), "alon");

// %%
assert_eq!(longest_common_prefix(&["alone0"]).unwrap(), "alone0");

// %%
assert_eq!(longest_common_prefix(&["alone "]).unwrap(), "alone ");

// %%
assert_eq!(longest_common_prefix(&["alonealone"]).unwrap(), "alonealone");

// %%
assert_eq!(longest_common_prefix(&["a"]).unwrap(), "a");

// %%
assert_eq!(longest_common_prefix(&["alonea"]).unwrap(), "alonea");

// %%
assert_eq!(longest_common_prefix(&["same", "samesame"]).unwrap(), "same");

// %%
assert_eq!(longest_common_prefix(&["ab", "a", "abcabc"]).unwrap(), "a");

// %%
assert_eq!(longest_common_prefix(&["ab", "", "abc"]).unwrap(), "");

// %%
assert_eq!(longest_common_prefix(&["ab", "a", "abca"]).unwrap(), "a");
