// %%
CHECK((roman_to_int("I")) == (1));

// %%
CHECK((roman_to_int("II")) == (2));

// %%
CHECK((roman_to_int("VI")) == (6));

// %%
CHECK((roman_to_int("V")) == (5));

// %%
CHECK((roman_to_int("X")) == (10));

// %%
CHECK((roman_to_int("XI")) == (11));

// %%
CHECK((roman_to_int("LVII")) == (57));

// %%
CHECK((roman_to_int("L")) == (50));

// %%
CHECK((roman_to_int("LV")) == (55));

// %%
CHECK((roman_to_int("VIII")) == (8));

// %%
CHECK((roman_to_int("M")) == (1000));

// %%
CHECK((roman_to_int("MMCMXCIV")) == (2994));

// %%
CHECK((roman_to_int("MCM")) == (1900));

// %%
CHECK((roman_to_int("MCMXCI")) == (1991));

// %%
CHECK((roman_to_int("CMXCIV")) == (994));
