// %%
assert_eq!(roman_to_int("XIZa"), Err("invalid roman numeral: XIZa".to_string()));

// %%
assert_eq!(roman_to_int("xiz"), Err("invalid roman numeral: xiz".to_string()));

// %%
assert_eq!(roman_to_int("ZIX"), Err("invalid roman numeral: ZIX".to_string()));

// %%
assert_eq!(roman_to_int("Xiz"), Err("invalid roman numeral: Xiz".to_string()));

// %%
assert_eq!(roman_to_int("XIZ "), Err("invalid roman numeral: XIZ ".to_string()));

// %%
assert_eq!(roman_to_int("IZ"), Err("invalid roman numeral: IZ".to_string()));

// %%
assert_eq!(roman_to_int(" Iiii "), Err("invalid roman numeral:  Iiii ".to_string()));

// %%
assert_eq!(roman_to_int(" iiii"), Err("invalid roman numeral:  iiii".to_string()));

// %%
assert_eq!(roman_to_int(" IIII "), Err("invalid roman numeral:  IIII ".to_string()));

// %%
assert_eq!(roman_to_int("ICa"), Err("invalid roman numeral: ICa".to_string()));

// %%
assert_eq!(roman_to_int("IC0"), Err("invalid roman numeral: IC0".to_string()));

// %%
assert_eq!(roman_to_int("ic"), Err("invalid roman numeral: ic".to_string()));

// %%
assert_eq!(roman_to_int("VXa"), Err("invalid roman numeral: VXa".to_string()));

// %%
assert_eq!(roman_to_int(" VX"), Err("invalid roman numeral:  VX".to_string()));

// %%
assert_eq!(roman_to_int("VX0"), Err("invalid roman numeral: VX0".to_string()));

// %%
assert_eq!(roman_to_int("mmmm"), Err("invalid roman numeral: mmmm".to_string()));

// %%
assert_eq!(roman_to_int("Mmmm"), Err("invalid roman numeral: Mmmm".to_string()));

// %%
assert_eq!(roman_to_int("MMMM0"), Err("invalid roman numeral: MMMM0".to_string()));

// %%
assert_eq!(roman_to_int("MMMMM"), Err("invalid roman numeral: MMMMM".to_string()));

// %%
assert_eq!(roman_to_int(" MMMM"), Err("invalid roman numeral:  MMMM".to_string()));

// %%
assert_eq!(roman_to_int("MMCMXCIX").unwrap(), 2999);

// %%
assert_eq!(roman_to_int("M").unwrap(), 1000);

// %%
assert_eq!(roman_to_int("MMMCMXCI").unwrap(), 3991);

// %%
assert_eq!(roman_to_int("MMMC").unwrap(), 3100);
