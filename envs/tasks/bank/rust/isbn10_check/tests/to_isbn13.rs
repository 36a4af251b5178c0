// %%
assert_eq!(isbn10_to_isbn13("0306406152").unwrap(), "9780306406157");

// %%
assert_eq!(isbn10_to_isbn13("0198534531").unwrap(), "9780198534532");

// %%
assert_eq!(isbn10_to_isbn13("0131103628").unwrap(), "9780131103627");

// %%
assert_eq!(isbn10_to_isbn13("0306406153"), Err("invalid ISBN-10".to_string()));
