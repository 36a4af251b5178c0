// %%
try {
    (void)title_case(" ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be blank"));
}

// %%
try {
    (void)title_case("      ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be blank"));
}

// %%
try {
    (void)title_case("  ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be blank"));
}

// %%
try {
    (void)title_case("    ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be blank"));
}
