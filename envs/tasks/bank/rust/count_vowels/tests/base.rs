// %%
assert_eq!(count_vowels("hello").unwrap(), 2);

// %%
assert_eq!(count_vowels("AEIOU aeiou").unwrap(), 10);

// %%
assert_eq!(count_vowels("").unwrap(), 0);

// %%
assert_eq!(count_vowels("rhythm").unwrap(), 0);

// %%
assert_eq!(count_vowels("Programming!").unwrap(), 3);
