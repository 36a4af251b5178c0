// %%
assert_eq!(roman_to_int("III").unwrap(), 3);

// %%
assert_eq!(roman_to_int("IV").unwrap(), 4);

// %%
assert_eq!(roman_to_int("IX").unwrap(), 9);

// %%
assert_eq!(roman_to_int("LVIII").unwrap(), 58);

// %%
assert_eq!(roman_to_int("MCMXCIV").unwrap(), 1994);
