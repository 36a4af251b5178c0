// %%
assert_eq!(is_valid_isbn10("0-306-40615-2"), true);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-3"), false);

// %%
assert_eq!(is_valid_isbn10("--0306406152"), true);
