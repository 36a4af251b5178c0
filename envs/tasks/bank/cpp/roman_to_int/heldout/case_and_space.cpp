// %%
CHECK((roman_to_int("xiv")) == (14));

// %%
CHECK((roman_to_int(" x")) == (10));

// %%
CHECK((roman_to_int(" xiv")) == (14));

// %%
CHECK((roman_to_int(" Xiv ")) == (14));

// %%
CHECK((roman_to_int(" xiv  ")) == (14));

// %%
CHECK((roman_to_int("  xiv  ")) == (14));

// %%
CHECK((roman_to_int("xiv ")) == (14));

// %%
CHECK((roman_to_int(" XIV ")) == (14));

// %%
CHECK((roman_to_int("  xiv ")) == (14));

// %%
CHECK((roman_to_int("MCMXCIV")) == (1994));

// %%
CHECK((roman_to_int("mcmXCi")) == (1991));

// %%
CHECK((roman_to_int("mcmxciv")) == (1994));

// %%
CHECK((roman_to_int("MCMxcIV")) == (1994));

// %%
CHECK((roman_to_int("mmcmXCiv")) == (2994));

// %%
CHECK((roman_to_int(" mcmXCiv")) == (1994));

// %%
CHECK((roman_to_int("cmXCiv")) == (994));

// %%
CHECK((roman_to_int("mcm")) == (1900));

// %%
CHECK((roman_to_int("mcmXCiv ")) == (1994));

// %%
CHECK((roman_to_int("m")) == (1000));

// %%
CHECK((roman_to_int("Mcmxciv")) == (1994));
