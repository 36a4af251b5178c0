// %%
CHECK((rle_decode("3A1B2C")) == std::string("AAABCC"));

// %%
CHECK((rle_decode("9A3A")) == std::string("AAAAAAAAAAAA"));

// %%
CHECK((rle_decode("9a3a9a3a")) == std::string("aaaaaaaaaaaaaaaaaaaaaaaa"));

// %%
CHECK((rle_decode("9a")) == std::string("aaaaaaaaa"));

// %%
try {
    (void)rle_decode(" 3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a3 ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a3a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a30");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("A3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a3a3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode(" a3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("aa3");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("0a0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("0A");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("0a ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("00a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("a0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode(" 0a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode(" 33");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("33a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("33 ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("330");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}

// %%
try {
    (void)rle_decode("3333");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("malformed input"));
}
