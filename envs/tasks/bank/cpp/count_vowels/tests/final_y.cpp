// %%
CHECK((count_vowels("happy")) == (2));

// %%
CHECK((count_vowels("yes")) == (1));

// %%
CHECK((count_vowels("my way")) == (3));

// %%
CHECK((count_vowels("SHY!")) == (1));
