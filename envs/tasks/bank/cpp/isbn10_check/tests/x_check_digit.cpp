// %%
CHECK((is_valid_isbn10("080442957X")) == (true));

// %%
CHECK((is_valid_isbn10("080442957x")) == (true));

// %%
CHECK((is_valid_isbn10("X804429570")) == (false));

// %%
CHECK((is_valid_isbn10("0804429571")) == (false));
