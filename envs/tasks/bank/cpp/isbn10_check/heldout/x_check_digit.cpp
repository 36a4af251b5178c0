// %%
CHECK((is_valid_isbn10("0080442957X")) == (false));

// %%
CHECK((is_valid_isbn10("08044")) == (false));

// %%
CHECK((is_valid_isbn10("080442957")) == (false));

// %%
CHECK((is_valid_isbn10(" 080442957X")) == (false));

// %%
CHECK((is_valid_isbn10("080442957X0")) == (false));

// %%
CHECK((is_valid_isbn10("80442957X")) == (false));

// %%
CHECK((is_valid_isbn10("")) == (false));

// %%
CHECK((is_valid_isbn10("0")) == (false));

// %%
CHECK((is_valid_isbn10(" 080442957x")) == (false));

// %%
CHECK((is_valid_isbn10("080442957x0")) == (false));

// %%
CHECK((is_valid_isbn10("080442957x ")) == (false));

// %%
CHECK((is_valid_isbn10("080442957xa")) == (false));

// %%
CHECK((is_valid_isbn10(" X804429570")) == (false));

// %%
CHECK((is_valid_isbn10("X80442957")) == (false));

// %%
CHECK((is_valid_isbn10("X8044295700")) == (false));

// %%
CHECK((is_valid_isbn10("X804429570 ")) == (false));

// %%
CHECK((is_valid_isbn10("X")) == (false));

// %%
CHECK((is_valid_isbn10("x804429570")) == (false));

// %%
CHECK((is_valid_isbn10("X8044")) == (false));

// %%
CHECK((is_valid_isbn10("0804429571 ")) == (false));

// %%
CHECK((is_valid_isbn10("08044295710804429571")) == (false));

// %%
CHECK((is_valid_isbn10(" 0804429571")) == (false));

// %%
CHECK((is_valid_isbn10("00804429571")) == (false));

// %%
CHECK((is_valid_isbn10("1759244080")) == (false));
