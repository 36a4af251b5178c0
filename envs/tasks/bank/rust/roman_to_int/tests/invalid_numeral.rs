// %%
assert_eq!(roman_to_int("XIZ"), Err("invalid roman numeral: XIZ".to_string()));

// %%
assert_eq!(roman_to_int(" iiii "), Err("invalid roman numeral:  iiii ".to_string()));

// %%
assert_eq!(roman_to_int("IC"), Err("invalid roman numeral: IC".to_string()));

// %%
assert_eq!(roman_to_int("VX"), Err("invalid roman numeral: VX".to_string()));

// %%
assert_eq!(roman_to_int("MMMM"), Err("invalid roman numeral: MMMM".to_string()));

// %%
assert_eq!(roman_to_int("MMMCMXCIX").unwrap(), 3999);
