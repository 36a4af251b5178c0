// %%
CHECK((is_valid_isbn10("00-306-40615-2")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-20")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-2a")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-20-306-40615-2")) == (false));

// %%
CHECK((is_valid_isbn10("0")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-2 ")) == (false));

// %%
CHECK((is_valid_isbn10("2-51604-603-0")) == (true));

// %%
CHECK((is_valid_isbn10("-306-40615-2")) == (false));

// %%
CHECK((is_valid_isbn10("")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-")) == (false));

// %%
CHECK((is_valid_isbn10("-306-40615-3")) == (false));

// %%
CHECK((is_valid_isbn10("00-306-40615-3")) == (false));

// %%
CHECK((is_valid_isbn10("0-306-40615-3a")) == (false));

// %%
CHECK((is_valid_isbn10("3-51604-603-0")) == (false));

// %%
CHECK((is_valid_isbn10("--0306")) == (false));

// %%
CHECK((is_valid_isbn10("-")) == (false));

// %%
CHECK((is_valid_isbn10("--0306406152 ")) == (false));

// %%
CHECK((is_valid_isbn10("--03064061520")) == (false));

// %%
CHECK((is_valid_isbn10("--0306406152a")) == (false));

// %%
CHECK((is_valid_isbn10(" --0306406152")) == (false));

// %%
CHECK((is_valid_isbn10("--0306406152--0306406152")) == (false));

// %%
CHECK((is_valid_isbn10("---0306406152")) == (true));

// %%
CHECK((is_valid_isbn10("-0306406152")) == (true));
