// %%
assert_eq!(is_valid_isbn10("080442957"), false);

// %%
assert_eq!(is_valid_isbn10(""), false);

// %%
assert_eq!(is_valid_isbn10("0"), false);

// %%
assert_eq!(is_valid_isbn10(" 080442957X"), false);

// %%
assert_eq!(is_valid_isbn10("080442957X "), false);

// %%
assert_eq!(is_valid_isbn10("080442957X080442957X"), false);

// %%
assert_eq!(is_valid_isbn10("080442957X0"), false);

// %%
assert_eq!(is_valid_isbn10("080442957Xa"), false);

// %%
assert_eq!(is_valid_isbn10("80442957X"), false);

// %%
assert_eq!(is_valid_isbn10("x759244080"), false);

// %%
assert_eq!(is_valid_isbn10("080442957x080442957x"), false);

// %%
assert_eq!(is_valid_isbn10(" 080442957x"), false);

// %%
assert_eq!(is_valid_isbn10("080442957x0"), false);

// %%
assert_eq!(is_valid_isbn10("0080442957x"), false);

// %%
assert_eq!(is_valid_isbn10("X8044295700"), false);

// %%
assert_eq!(is_valid_isbn10("X"), false);

// %%
assert_eq!(is_valid_isbn10("X804429570X804429570"), false);

// %%
assert_eq!(is_valid_isbn10("X80442957"), false);

// %%
assert_eq!(is_valid_isbn10("X804429570a"), false);

// %%
assert_eq!(is_valid_isbn10(" X804429570"), false);

// %%
assert_eq!(is_valid_isbn10("075924408X"), false);

// %%
assert_eq!(is_valid_isbn10("08044295710"), false);

// %%
assert_eq!(is_valid_isbn10("0804429571a"), false);

// %%
assert_eq!(is_valid_isbn10("804429571"), false);
