// %%
assert_eq!(roman_to_int("xiv ").unwrap(), 14);

// %%
assert_eq!(roman_to_int("  xiv  ").unwrap(), 14);

// %%
assert_eq!(roman_to_int(" XIV ").unwrap(), 14);

// %%
assert_eq!(roman_to_int(" x").unwrap(), 10);

// %%
assert_eq!(roman_to_int(" xiv").unwrap(), 14);

// %%
assert_eq!(roman_to_int("xiv").unwrap(), 14);

// %%
assert_eq!(roman_to_int("  xiv ").unwrap(), 14);

// %%
assert_eq!(roman_to_int(" xiv  ").unwrap(), 14);

// %%
assert_eq!(roman_to_int(" Xiv ").unwrap(), 14);

// %%
assert_eq!(roman_to_int(" mcmXCiv").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("mcmXCiv ").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("mmcmXCiv").unwrap(), 2994);

// %%
assert_eq!(roman_to_int("mcmXCi").unwrap(), 1991);

// %%
assert_eq!(roman_to_int("mcmxciv").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("MCMxcIV").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("MCMXCIV").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("mcm").unwrap(), 1900);

// %%
assert_eq!(roman_to_int("Mcmxciv").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("cmXCiv").unwrap(), 994);

// %%
assert_eq!(roman_to_int("m").unwrap(), 1000);
