// %%
try {
    (void)roman_to_int("XIZ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: XIZ"));
}

// %%
try {
    (void)roman_to_int(" iiii ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  iiii "));
}

// %%
try {
    (void)roman_to_int("IC");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: IC"));
}

// %%
try {
    (void)roman_to_int("VX");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: VX"));
}

// %%
try {
    (void)roman_to_int("MMMM");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: MMMM"));
}

// %%
CHECK((roman_to_int("MMMCMXCIX")) == (3999));
