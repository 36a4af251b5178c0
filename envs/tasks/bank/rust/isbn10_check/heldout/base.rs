// %%
assert_eq!(is_valid_isbn10("0306406152 "), false);

// %%
assert_eq!(is_valid_isbn10("030640615"), false);

// %%
assert_eq!(is_valid_isbn10("03064061520306406152"), false);

// %%
assert_eq!(is_valid_isbn10("0"), false);

// %%
assert_eq!(is_valid_isbn10("2516046030"), true);

// %%
assert_eq!(is_valid_isbn10("00306406152"), false);

// %%
assert_eq!(is_valid_isbn10("306406152"), false);

// %%
assert_eq!(is_valid_isbn10(" 0306406153"), false);

// %%
assert_eq!(is_valid_isbn10("0306406153a"), false);

// %%
assert_eq!(is_valid_isbn10("306406153"), false);

// %%
assert_eq!(is_valid_isbn10("03064061530"), false);

// %%
assert_eq!(is_valid_isbn10("1230"), false);

// %%
assert_eq!(is_valid_isbn10("123123"), false);

// %%
assert_eq!(is_valid_isbn10("123 "), false);

// %%
assert_eq!(is_valid_isbn10("1"), false);

// %%
assert_eq!(is_valid_isbn10("123a"), false);

// %%
assert_eq!(is_valid_isbn10("12"), false);

// %%
assert_eq!(is_valid_isbn10("1123"), false);

// %%
assert_eq!(is_valid_isbn10("a516046030"), false);

// %%
assert_eq!(is_valid_isbn10("0030640615a"), false);

// %%
assert_eq!(is_valid_isbn10("030640615A"), false);

// %%
assert_eq!(is_valid_isbn10("030640615a0"), false);

// %%
assert_eq!(is_valid_isbn10(" "), false);

// %%
assert_eq!(is_valid_isbn10("a"), false);
