// %%
try {
    (void)caesar_cipher("", 30);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 0);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 10);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 6);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 100003);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
try {
    (void)caesar_cipher("", 2);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("text must not be empty"));
}

// %%
CHECK((caesar_cipher(" ", 2)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 6)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 4)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 100003)) == std::string(" "));

// %%
CHECK((caesar_cipher(" a", 3)) == std::string(" d"));

// %%
CHECK((caesar_cipher("  ", 3)) == std::string("  "));

// %%
CHECK((caesar_cipher(" ", 0)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 30)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 1)) == std::string(" "));

// %%
CHECK((caesar_cipher(" ", 10)) == std::string(" "));
