// %%
assert_eq!(is_valid_isbn10("0306406152"), true);

// %%
assert_eq!(is_valid_isbn10("0306406153"), false);

// %%
assert_eq!(is_valid_isbn10("123"), false);

// %%
assert_eq!(is_valid_isbn10("030640615a"), false);

// %%
assert_eq!(is_valid_isbn10(""), false);
