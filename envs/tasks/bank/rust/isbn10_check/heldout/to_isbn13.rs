// %%
assert_eq!(isbn10_to_isbn13("2516046030").unwrap(), "9782516046031");

// %%
assert_eq!(isbn10_to_isbn13("1354358910").unwrap(), "9781354358917");

// %%
assert_eq!(isbn10_to_isbn13("8263011310").unwrap(), "9788263011315");

// %%
assert_eq!(isbn10_to_isbn13("03064"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("030640615"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("00306406153"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("03064061530306406153"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13(""), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("3516046030"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("306406153"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13(" 0306406153"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("0"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("0306406153a"), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("0306406153 "), Err("invalid ISBN-10".to_string()));

// %%
assert_eq!(isbn10_to_isbn13("03064061530"), Err("invalid ISBN-10".to_string()));
