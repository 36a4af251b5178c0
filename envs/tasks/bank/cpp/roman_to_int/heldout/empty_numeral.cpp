// %%
try {
    (void)roman_to_int(" ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));
}

// %%
try {
    (void)roman_to_int("      ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));
}

// %%
try {
    (void)roman_to_int("  ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));
}

// %%
try {
    (void)roman_to_int("    ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));
}
