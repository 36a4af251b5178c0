// %%
CHECK((roman_to_int("III")) == (3));

// %%
CHECK((roman_to_int("IV")) == (4));

// %%
CHECK((roman_to_int("IX")) == (9));

// %%
CHECK((roman_to_int("LVIII")) == (58));

// %%
CHECK((roman_to_int("MCMXCIV")) == (1994));
