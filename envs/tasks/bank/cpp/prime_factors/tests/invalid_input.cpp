// %%
try {
    (void)prime_factors(1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(0);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-12);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
CHECK((prime_factors(2)) == (std::vector<long long>{2}));
