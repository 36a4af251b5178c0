// %%
try {
    (void)grade_letter(108);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(1010);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(202);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(102);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(100101);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(-2);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(99999);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
try {
    (void)grade_letter(-10);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("score must be between 0 and 100"));
}

// %%
CHECK((grade_letter(50)) == std::string("F"));

// %%
CHECK((grade_letter(1)) == std::string("F"));

// %%
CHECK((grade_letter(99)) == std::string("A"));

// %%
CHECK((grade_letter(0)) == std::string("F"));
