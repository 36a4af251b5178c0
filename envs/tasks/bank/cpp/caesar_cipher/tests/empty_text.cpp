// %%
try {
    (void)caesar_cipher("", 3);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
CHECK((caesar_cipher(" ", 3)) == std::string(" "));
