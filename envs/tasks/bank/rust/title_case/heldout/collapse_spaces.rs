// %%
assert_eq!(title_case("  Hello   World ").unwrap(), "Hello World");

// %%
assert_eq!(title_case(" dlrow   olleh  ").unwrap(), "Dlrow Olleh");

// %%
assert_eq!(title_case("hello   world").unwrap(), "Hello World");

// %%
assert_eq!(title_case("  hello   world 0").unwrap(), "Hello World 0");

// %%
assert_eq!(title_case("   hello   world ").unwrap(), "Hello World");

// %%
assert_eq!(title_case("  hello   world").unwrap(), "Hello World");

// %%
assert_eq!(title_case("  hello   world  ").unwrap(), "Hello World");

// %%
assert_eq!(title_case("  HELLO   WORLD ").unwrap(), "Hello World");

// %%
assert_eq!(title_case("  hello   world   hello   world ").unwrap(), "Hello World Hello World");

// %%
assert_eq!(title_case("  hello ").unwrap(), "Hello");

// %%
assert_eq!(title_case(" one  two").unwrap(), "One Two");

// %%
assert_eq!(title_case("One  Two").unwrap(), "One Two");

// %%
assert_eq!(title_case("one  tw").unwrap(), "One Tw");

// %%
assert_eq!(title_case("one    two").unwrap(), "One Two");

// %%
assert_eq!(title_case("one  twoone  two").unwrap(), "One Twoone Two");

// %%
assert_eq!(title_case("one ").unwrap(), "One");

// %%
assert_eq!(title_case("oone  two").unwrap(), "Oone Two");

// %%
assert_eq!(title_case("one  two ").unwrap(), "One Two");

// %%
assert_eq!(title_case("ne  two").unwrap(), "Ne Two");

// %%
assert_eq!(title_case("one  twoa").unwrap(), "One Twoa");

// %%
assert_eq!(title_case("owt  eno").unwrap(), "Owt Eno");

// %%
assert_eq!(title_case("o").unwrap(), "O");

// %%
assert_eq!(title_case("one  two0").unwrap(), "One Two0");

// %%
assert_eq!(title_case("ONE  TWO").unwrap(), "One Two");
