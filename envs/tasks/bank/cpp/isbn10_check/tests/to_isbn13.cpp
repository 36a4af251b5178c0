// %%
CHECK((isbn10_to_isbn13("0306406152")) == std::string("9780306406157"));

// %%
CHECK((isbn10_to_isbn13("0198534531")) == std::string("9780198534532"));

// %%
CHECK((isbn10_to_isbn13("0131103628")) == std::string("9780131103627"));

// %%
try {
    (void)isbn10_to_isbn13("0306406153");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}
