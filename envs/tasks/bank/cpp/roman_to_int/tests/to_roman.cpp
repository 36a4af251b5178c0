// %%
CHECK((int_to_roman(1994)) == std::string("MCMXCIV"));

// %%
CHECK((int_to_roman(4)) == std::string("IV"));

// %%
CHECK((int_to_roman(3999)) == std::string("MMMCMXCIX"));

// %%
try {
    (void)int_to_roman(0);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}

// %%
try {
    (void)int_to_roman(4000);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("number out of range"));
}
