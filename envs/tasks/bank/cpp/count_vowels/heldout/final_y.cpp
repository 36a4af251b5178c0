// %%
CHECK((count_vowels("appy")) == (2));

// %%
CHECK((count_vowels("happy0")) == (2));

// %%
CHECK((count_vowels("happya")) == (2));

// %%
CHECK((count_vowels("happyhappy")) == (3));

// %%
CHECK((count_vowels("happy ")) == (2));

// %%
CHECK((count_vowels("ha")) == (1));

// %%
CHECK((count_vowels("happ")) == (1));

// %%
CHECK((count_vowels("yppah")) == (1));

// %%
CHECK((count_vowels("")) == (0));

// %%
CHECK((count_vowels(" happy")) == (2));

// %%
CHECK((count_vowels("hhappy")) == (2));

// %%
CHECK((count_vowels("yesa")) == (2));

// %%
CHECK((count_vowels("y")) == (1));

// %%
CHECK((count_vowels("ye")) == (1));

// %%
CHECK((count_vowels("es")) == (1));

// %%
CHECK((count_vowels("YES")) == (1));

// %%
CHECK((count_vowels("y way")) == (3));

// %%
CHECK((count_vowels("mmy way")) == (3));

// %%
CHECK((count_vowels(" my way")) == (3));

// %%
CHECK((count_vowels("m")) == (0));

// %%
CHECK((count_vowels("SSHY!")) == (1));

// %%
CHECK((count_vowels("SHY!SHY!")) == (2));

// %%
CHECK((count_vowels("SHY!a")) == (2));

// %%
CHECK((count_vowels(" SHY!")) == (1));
