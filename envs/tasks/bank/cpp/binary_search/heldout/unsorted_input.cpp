// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 2}, 100001);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{30, 1, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{4, 1, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 10, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 100001, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 0}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{6, 1, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 1}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 20}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 2}, 10);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 2}, 8);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{2, 1, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 100002}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 3}, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{0, 2, 4, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 11, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 1}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 0}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 3}, 10);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 4, 4, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 0, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 3}, 100009);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 1, 4, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2}, 0)) == (-1));
