// %%
assert_eq!(roman_to_int(" xiv ").unwrap(), 14);

// %%
assert_eq!(roman_to_int("mcmXCiv").unwrap(), 1994);

// %%
assert_eq!(roman_to_int("\tMMXXIV\n").unwrap(), 2024);
