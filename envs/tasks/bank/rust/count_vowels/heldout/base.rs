// %%
assert_eq!(count_vowels("he").unwrap(), 1);

// %%
assert_eq!(count_vowels("ello").unwrap(), 2);

// %%
assert_eq!(count_vowels("Hello").unwrap(), 2);

// %%
assert_eq!(count_vowels("h").unwrap(), 0);

// %%
assert_eq!(count_vowels("hell").unwrap(), 1);

// %%
assert_eq!(count_vowels("hellohello").unwrap(), 4);

// %%
assert_eq!(count_vowels("hhello").unwrap(), 2);

// %%
assert_eq!(count_vowels("uoiea UOIEA").unwrap(), 10);

// %%
assert_eq!(count_vowels("aeiou aeiou").unwrap(), 10);

// %%
assert_eq!(count_vowels(" AEIOU aeiou").unwrap(), 10);

// %%
assert_eq!(count_vowels("aeiou AEIOU").unwrap(), 10);

// %%
assert_eq!(count_vowels(" ").unwrap(), 0);

// %%
assert_eq!(count_vowels("rhythm ").unwrap(), 0);

// %%
assert_eq!(count_vowels("rhythm0").unwrap(), 0);

// %%
assert_eq!(count_vowels("rhythmrhythm").unwrap(), 0);

// %%
assert_eq!(count_vowels(" rhythm").unwrap(), 0);

// %%
assert_eq!(count_vowels("rhyth").unwrap(), 0);

// %%
assert_eq!(count_vowels("Rhythm").unwrap(), 0);

// %%
assert_eq!(count_vowels("Programming").unwrap(), 3);

// %%
assert_eq!(count_vowels("PROGRAMMING!").unwrap(), 3);

// %%
assert_eq!(count_vowels("P").unwrap(), 0);

// %%
assert_eq!(count_vowels("Programming!Programming!").unwrap(), 6);

// %%
assert_eq!(count_vowels(" Programming!").unwrap(), 3);

// %%
assert_eq!(count_vowels("Programming! ").unwrap(), 3);
