// %%
CHECK((is_valid_isbn10("03064")) == (false));

// %%
CHECK((is_valid_isbn10("030640615")) == (false));

// %%
CHECK((is_valid_isbn10("03064061520306406152")) == (false));

// %%
CHECK((is_valid_isbn10("306406152")) == (false));

// %%
CHECK((is_valid_isbn10("0306406152a")) == (false));

// %%
CHECK((is_valid_isbn10("03064061530306406153")) == (false));

// %%
CHECK((is_valid_isbn10("306406153")) == (false));

// %%
CHECK((is_valid_isbn10("3516046030")) == (false));

// %%
CHECK((is_valid_isbn10(" 0306406153")) == (false));

// %%
CHECK((is_valid_isbn10("0306406153 ")) == (false));

// %%
CHECK((is_valid_isbn10("00306406153")) == (false));

// %%
CHECK((is_valid_isbn10("12")) == (false));

// %%
CHECK((is_valid_isbn10("123 ")) == (false));

// %%
CHECK((is_valid_isbn10("123a")) == (false));

// %%
CHECK((is_valid_isbn10(" 123")) == (false));

// %%
CHECK((is_valid_isbn10("1230")) == (false));

// %%
CHECK((is_valid_isbn10("23")) == (false));

// %%
CHECK((is_valid_isbn10("0030640615a")) == (false));

// %%
CHECK((is_valid_isbn10("30640615a")) == (false));

// %%
CHECK((is_valid_isbn10(" 030640615a")) == (false));

// %%
CHECK((is_valid_isbn10("030640615aa")) == (false));

// %%
CHECK((is_valid_isbn10("030640615A")) == (false));

// %%
CHECK((is_valid_isbn10("a516046030")) == (false));

// %%
CHECK((is_valid_isbn10(" ")) == (false));
