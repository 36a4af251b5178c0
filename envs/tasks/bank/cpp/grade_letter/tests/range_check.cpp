// %%
try {
    (void)grade_letter(101);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(-1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
CHECK((grade_letter(100)) == std::string("A"));
