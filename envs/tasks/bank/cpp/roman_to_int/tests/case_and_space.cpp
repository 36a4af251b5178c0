// %%
CHECK((roman_to_int(" xiv ")) == (14));

// %%
CHECK((roman_to_int("mcmXCiv")) == (1994));

// %%
CHECK((roman_to_int("\tMMXXIV\n")) == (2024));
