// %%
try {
    (void)rle_encode("a1");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("999");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
CHECK((rle_encode("ab")) == std::string("1a1b"));
