// %%
assert_eq!(roman_to_int(" "), Err("empty numeral".to_string()));

// %%
assert_eq!(roman_to_int("  "), Err("empty numeral".to_string()));

// %%
assert_eq!(roman_to_int("    "), Err("empty numeral".to_string()));

// %%
assert_eq!(roman_to_int("      "), Err("empty numeral".to_string()));
