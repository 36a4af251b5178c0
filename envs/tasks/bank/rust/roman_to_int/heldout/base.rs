// %%
assert_eq!(roman_to_int("II").unwrap(), 2);

// %%
assert_eq!(roman_to_int("I").unwrap(), 1);

// %%
assert_eq!(roman_to_int("V").unwrap(), 5);

// %%
assert_eq!(roman_to_int("VI").unwrap(), 6);

// %%
assert_eq!(roman_to_int("X").unwrap(), 10);

// %%
assert_eq!(roman_to_int("XI").unwrap(), 11);

// %%
assert_eq!(roman_to_int("L").unwrap(), 50);

// %%
assert_eq!(roman_to_int("LV").unwrap(), 55);

// %%
assert_eq!(roman_to_int("VIII").unwrap(), 8);

// %%
assert_eq!(roman_to_int("LVII").unwrap(), 57);

// %%
assert_eq!(roman_to_int("MCM").unwrap(), 1900);

// %%
assert_eq!(roman_to_int("CMXCIV").unwrap(), 994);

// %%
assert_eq!(roman_to_int("M").unwrap(), 1000);

// %%
assert_eq!(roman_to_int("MMCMXCIV").unwrap(), 2994);

// %%
assert_eq!(roman_to_int("MCMXCI").unwrap(), 1991);
