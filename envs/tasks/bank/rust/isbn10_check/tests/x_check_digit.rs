// %%
assert_eq!(is_valid_isbn10("080442957X"), true);

// %%
assert_eq!(is_valid_isbn10("080442957x"), true);

// %%
assert_eq!(is_valid_isbn10("X804429570"), false);

// %%
assert_eq!(is_valid_isbn10("0804429571"), false);
