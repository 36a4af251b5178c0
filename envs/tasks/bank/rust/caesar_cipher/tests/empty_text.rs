// %%
assert_eq!(caesar_cipher("", 3), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher(" ", 3).unwrap(), " ");
