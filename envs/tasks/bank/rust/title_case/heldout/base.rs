// %%
assert_eq!(title_case("dlrow olleh").unwrap(), "Dlrow Olleh");

// %%
assert_eq!(title_case("hhello world").unwrap(), "Hhello World");

// %%
assert_eq!(title_case("hello").unwrap(), "Hello");

// %%
assert_eq!(title_case("hello worlda").unwrap(), "Hello Worlda");

// %%
assert_eq!(title_case("h").unwrap(), "H");

// %%
assert_eq!(title_case("hello world0").unwrap(), "Hello World0");

// %%
assert_eq!(title_case("pYTHO").unwrap(), "Pytho");

// %%
assert_eq!(title_case("Python Code").unwrap(), "Python Code");

// %%
assert_eq!(title_case("PYTHON CODE").unwrap(), "Python Code");

// %%
assert_eq!(title_case("pYTHON cODE0").unwrap(), "Python Code0");

// %%
assert_eq!(title_case("pYTHON cOD").unwrap(), "Python Cod");

// %%
assert_eq!(title_case("pYTHON cODEa").unwrap(), "Python Codea");

// %%
assert_eq!(title_case("pYTHON cODEpYTHON cODE").unwrap(), "Python Codepython Code");

// %%
assert_eq!(title_case("EDOc NOHTYp").unwrap(), "Edoc Nohtyp");

// %%
assert_eq!(title_case("xx").unwrap(), "Xx");

// %%
assert_eq!(title_case("xa").unwrap(), "Xa");

// %%
assert_eq!(title_case("X").unwrap(), "X");

// %%
assert_eq!(title_case("x0").unwrap(), "X0");

// %%
assert_eq!(title_case("42 APPLES").unwrap(), "42 Apples");

// %%
assert_eq!(title_case("selppa 24").unwrap(), "Selppa 24");

// %%
assert_eq!(title_case("42 apples42 apples").unwrap(), "42 Apples42 Apples");

// %%
assert_eq!(title_case("42 apples0").unwrap(), "42 Apples0");

// %%
assert_eq!(title_case("2 apples").unwrap(), "2 Apples");

// %%
assert_eq!(title_case("42 Apples").unwrap(), "42 Apples");
