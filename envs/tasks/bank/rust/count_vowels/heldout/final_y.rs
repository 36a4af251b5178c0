// %%
assert_eq!(count_vowels("happy0").unwrap(), 2);

// %%
assert_eq!(count_vowels("happya").unwrap(), 2);

// %%
assert_eq!(count_vowels("h").unwrap(), 0);

// %%
assert_eq!(count_vowels("HAPPY").unwrap(), 2);

// %%
assert_eq!(count_vowels("happyhappy").unwrap(), 3);

// %%
assert_eq!(count_vowels(" happy").unwrap(), 2);

// %%
assert_eq!(count_vowels("yyes").unwrap(), 1);

// %%
assert_eq!(count_vowels("yesyes").unwrap(), 2);

// %%
assert_eq!(count_vowels("yesa").unwrap(), 2);

// %%
assert_eq!(count_vowels("sey").unwrap(), 2);

// %%
assert_eq!(count_vowels("y").unwrap(), 1);

// %%
assert_eq!(count_vowels("YES").unwrap(), 1);

// %%
assert_eq!(count_vowels("yes0").unwrap(), 1);

// %%
assert_eq!(count_vowels("my ").unwrap(), 1);

// %%
assert_eq!(count_vowels("my wa").unwrap(), 2);

// %%
assert_eq!(count_vowels("my way ").unwrap(), 3);

// %%
assert_eq!(count_vowels("mmy way").unwrap(), 3);

// %%
assert_eq!(count_vowels("SH").unwrap(), 0);

// %%
assert_eq!(count_vowels("HY!").unwrap(), 1);

// %%
assert_eq!(count_vowels("!YHS").unwrap(), 0);

// %%
assert_eq!(count_vowels("SHY!0").unwrap(), 1);

// %%
assert_eq!(count_vowels("SHY").unwrap(), 1);

// %%
assert_eq!(count_vowels(" SHY!").unwrap(), 1);

// %%
assert_eq!(count_vowels("S").unwrap(), 0);
