// %%
assert_eq!(caesar_cipher("", 6), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 4), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 2), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 30), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 100003), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 0), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 1), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher("", 10), Err("text must not be empty".to_string()));

// %%
assert_eq!(caesar_cipher(" ", 10).unwrap(), " ");

// %%
assert_eq!(caesar_cipher("  ", 3).unwrap(), "  ");

// %%
assert_eq!(caesar_cipher(" ", 4).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 0).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 30).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 6).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 1).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 100003).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" ", 2).unwrap(), " ");

// %%
assert_eq!(caesar_cipher(" a", 3).unwrap(), " d");
