// %%
CHECK((isbn10_to_isbn13("2516046030")) == std::string("9782516046031"));

// %%
CHECK((isbn10_to_isbn13("1354358910")) == std::string("9781354358917"));

// %%
CHECK((isbn10_to_isbn13("8263011310")) == std::string("9788263011315"));

// %%
try {
    (void)isbn10_to_isbn13("03064061530306406153");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("03064061530");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("0306406153 ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("306406153");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("0306406153a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("030640615");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("3516046030");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("03064");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13("00306406153");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}

// %%
try {
    (void)isbn10_to_isbn13(" 0306406153");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid ISBN-10"));
}
