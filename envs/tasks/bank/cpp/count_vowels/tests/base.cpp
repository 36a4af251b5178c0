// %%
CHECK((count_vowels("hello")) == (2));

// %%
CHECK((count_vowels("AEIOU aeiou")) == (10));

// %%
CHECK((count_vowels("")) == (0));

// %%
CHECK((count_vowels("rhythm")) == (0));

// %%
CHECK((count_vowels("Programming!")) == (3));
