// %%
try {
    (void)prime_factors(-120);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-13);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-5);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-6);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-24);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
try {
    (void)prime_factors(-11);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be at least 2"));
}

// %%
CHECK((prime_factors(20)) == (std::vector<long long>{2, 2, 5}));

// %%
CHECK((prime_factors(3)) == (std::vector<long long>{3}));

// %%
CHECK((prime_factors(9)) == (std::vector<long long>{3, 3}));

// %%
CHECK((prime_factors(100002)) == (std::vector<long long>{2, 3, 7, 2381}));

// %%
CHECK((prime_factors(4)) == (std::vector<long long>{2, 2}));
