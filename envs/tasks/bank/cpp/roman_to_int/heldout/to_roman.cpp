// %%
CHECK((int_to_roman(997)) == std::string("CMXCVII"));

// %%
CHECK((int_to_roman(1993)) == std::string("MCMXCIII"));

// %%
CHECK((int_to_roman(1)) == std::string("I"));

// %%
CHECK((int_to_roman(1995)) == std::string("MCMXCV"));

// %%
CHECK((int_to_roman(3988)) == std::string("MMMCMLXXXVIII"));

// %%
CHECK((int_to_roman(2001)) == std::string("MMI"));

// %%
CHECK((int_to_roman(40)) == std::string("XL"));

// %%
CHECK((int_to_roman(8)) == std::string("VIII"));

// %%
CHECK((int_to_roman(2)) == std::string("II"));

// %%
CHECK((int_to_roman(5)) == std::string("V"));

// %%
CHECK((int_to_roman(11)) == std::string("XI"));

// %%
CHECK((int_to_roman(3)) == std::string("III"));

// %%
CHECK((int_to_roman(3998)) == std::string("MMMCMXCVIII"));

// %%
CHECK((int_to_roman(1999)) == std::string("MCMXCIX"));

// %%
try {
    (void)int_to_roman(100000);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(104000);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(4001);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(40000);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(4007);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(8000);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}
