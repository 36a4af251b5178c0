// %%
try {
    (void)binary_search(std::vector<long long>{3, 1, 2}, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
try {
    (void)binary_search(std::vector<long long>{1, 2, 4, 3}, 9);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("items must be sorted"));
}

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2}, 2)) == (2));
