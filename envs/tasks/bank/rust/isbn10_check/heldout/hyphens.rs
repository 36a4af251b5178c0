// %%
assert_eq!(is_valid_isbn10("2-51604-603-0"), true);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-20-306-40615-2"), false);

// %%
assert_eq!(is_valid_isbn10("0"), false);

// %%
assert_eq!(is_valid_isbn10("00-306-40615-2"), false);

// %%
assert_eq!(is_valid_isbn10("-306-40615-2"), false);

// %%
assert_eq!(is_valid_isbn10(" 0-306-40615-2"), false);

// %%
assert_eq!(is_valid_isbn10(""), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-2 "), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-2a"), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-"), false);

// %%
assert_eq!(is_valid_isbn10("3-51604-603-0"), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-30-306-40615-3"), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-3 "), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-3a"), false);

// %%
assert_eq!(is_valid_isbn10(" 0-306-40615-3"), false);

// %%
assert_eq!(is_valid_isbn10("0-306-40615-30"), false);

// %%
assert_eq!(is_valid_isbn10("-306-40615-3"), false);

// %%
assert_eq!(is_valid_isbn10(" --0306406152"), false);

// %%
assert_eq!(is_valid_isbn10("--0306406152 "), false);

// %%
assert_eq!(is_valid_isbn10("-"), false);

// %%
assert_eq!(is_valid_isbn10("---0306406152"), true);

// %%
assert_eq!(is_valid_isbn10("--0306"), false);

// %%
assert_eq!(is_valid_isbn10("--030640615"), false);

// %%
assert_eq!(is_valid_isbn10("-0306406152"), true);
