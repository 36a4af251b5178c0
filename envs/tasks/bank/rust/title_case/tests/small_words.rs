// %%
assert_eq!(title_case("the lord of the rings").unwrap(), "The Lord of the Rings");

// %%
assert_eq!(title_case("war AND peace").unwrap(), "War and Peace");

// %%
assert_eq!(title_case("a tale in an hour").unwrap(), "A Tale in an Hour");
