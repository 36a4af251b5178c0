// %%
assert_eq!(title_case("  hello   world ").unwrap(), "Hello World");

// %%
assert_eq!(title_case("one  two").unwrap(), "One Two");
