// %%
CHECK((is_valid_isbn10("0306406152")) == (true));

// %%
CHECK((is_valid_isbn10("0306406153")) == (false));

// %%
CHECK((is_valid_isbn10("123")) == (false));

// %%
CHECK((is_valid_isbn10("030640615a")) == (false));

// %%
CHECK((is_valid_isbn10("")) == (false));
