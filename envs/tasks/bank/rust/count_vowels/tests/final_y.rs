// %%
assert_eq!(count_vowels("happy").unwrap(), 2);

// %%
assert_eq!(count_vowels("yes").unwrap(), 1);

// %%
assert_eq!(count_vowels("my way").unwrap(), 3);

// %%
assert_eq!(count_vowels("SHY!").unwrap(), 1);
