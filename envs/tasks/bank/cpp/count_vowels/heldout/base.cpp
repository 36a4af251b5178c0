// %%
CHECK((count_vowels("Hello")) == (2));

// %%
CHECK((count_vowels("hello0")) == (2));

// %%
CHECK((count_vowels("hellohello")) == (4));

// %%
CHECK((count_vowels(" AEIOU aeiou")) == (10));

// %%
CHECK((count_vowels("Aeiou Aeiou")) == (10));

// %%
CHECK((count_vowels("AEIOU AEIOU")) == (10));

// %%
CHECK((count_vowels("EIOU aeiou")) == (9));

// %%
CHECK((count_vowels("AEIOU aeio")) == (9));

// %%
CHECK((count_vowels("AEIOU aeiou ")) == (10));

// %%
CHECK((count_vowels("AAEIOU aeiou")) == (11));

// %%
CHECK((count_vowels("uoiea UOIEA")) == (10));

// %%
CHECK((count_vowels("AEIOU aeiouAEIOU aeiou")) == (20));

// %%
CHECK((count_vowels(" ")) == (0));

// %%
CHECK((count_vowels(" rhythm")) == (0));

// %%
CHECK((count_vowels("hythm")) == (0));

// %%
CHECK((count_vowels("RHYTHM")) == (0));

// %%
CHECK((count_vowels("r")) == (0));

// %%
CHECK((count_vowels("rrhythm")) == (0));

// %%
CHECK((count_vowels("rhythm0")) == (0));

// %%
CHECK((count_vowels("rhythmrhythm")) == (0));

// %%
CHECK((count_vowels("Programming!0")) == (3));

// %%
CHECK((count_vowels("Progra")) == (2));

// %%
CHECK((count_vowels("Programming!a")) == (4));

// %%
CHECK((count_vowels("Programming! ")) == (3));
