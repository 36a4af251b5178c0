// %%
assert_eq!(title_case("hello world").unwrap(), "Hello World");

// %%
assert_eq!(title_case("pYTHON cODE").unwrap(), "Python Code");

// %%
assert_eq!(title_case("x").unwrap(), "X");

// %%
assert_eq!(title_case("42 apples").unwrap(), "42 Apples");
