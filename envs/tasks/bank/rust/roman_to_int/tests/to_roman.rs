// %%
assert_eq!(int_to_roman(1994).unwrap(), "MCMXCIV");

// %%
assert_eq!(int_to_roman(4).unwrap(), "IV");

// %%
assert_eq!(int_to_roman(3999).unwrap(), "MMMCMXCIX");

// %%
assert_eq!(int_to_roman(0), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(4000), Err("number out of range".to_string()));
