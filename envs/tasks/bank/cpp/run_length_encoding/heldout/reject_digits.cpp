// %%
try {
    (void)rle_encode("a10");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("a1a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("1");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode(" a1");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("aa1");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("a1 ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("1a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("a1a1");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("999a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("999999");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("99");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("999 ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("9999");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode(" 999");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
try {
    (void)rle_encode("9990");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("digits cannot be encoded"));
}

// %%
CHECK((rle_encode("Ab")) == std::string("1A1b"));

// %%
CHECK((rle_encode("aab")) == std::string("2a1b"));

// %%
CHECK((rle_encode("AB")) == std::string("1A1B"));

// %%
CHECK((rle_encode("aba")) == std::string("1a1b1a"));

// %%
CHECK((rle_encode("abab")) == std::string("1a1b1a1b"));

// %%
CHECK((rle_encode(" ab")) == std::string("1 1a1b"));

// %%
CHECK((rle_encode("")) == std::string(""));

// %%
CHECK((rle_encode("a")) == std::string("1a"));

// %%
CHECK((rle_encode("ab ")) == std::string("1a1b1 "));
