// %%
assert_eq!(int_to_roman(997).unwrap(), "CMXCVII");

// %%
assert_eq!(int_to_roman(1).unwrap(), "I");

// %%
assert_eq!(int_to_roman(1993).unwrap(), "MCMXCIII");

// %%
assert_eq!(int_to_roman(2001).unwrap(), "MMI");

// %%
assert_eq!(int_to_roman(1995).unwrap(), "MCMXCV");

// %%
assert_eq!(int_to_roman(3988).unwrap(), "MMMCMLXXXVIII");

// %%
assert_eq!(int_to_roman(2).unwrap(), "II");

// %%
assert_eq!(int_to_roman(11).unwrap(), "XI");

// %%
assert_eq!(int_to_roman(3).unwrap(), "III");

// %%
assert_eq!(int_to_roman(40).unwrap(), "XL");

// %%
assert_eq!(int_to_roman(8).unwrap(), "VIII");

// %%
assert_eq!(int_to_roman(5).unwrap(), "V");

// %%
assert_eq!(int_to_roman(3998).unwrap(), "MMMCMXCVIII");

// %%
assert_eq!(int_to_roman(1999).unwrap(), "MCMXCIX");

// %%
assert_eq!(int_to_roman(100000), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(104000), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(4007), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(8000), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(4001), Err("number out of range".to_string()));

// %%
assert_eq!(int_to_roman(40000), Err("number out of range".to_string()));
