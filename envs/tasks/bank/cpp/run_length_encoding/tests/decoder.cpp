// %%
CHECK((rle_decode("3a1b2c")) == std::string("aaabcc"));

// %%
CHECK((rle_decode("")) == std::string(""));

// %%
CHECK((rle_decode("9a3a")) == std::string("aaaaaaaaaaaa"));

// %%
try {
    (void)rle_decode("3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("0a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("33");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}
