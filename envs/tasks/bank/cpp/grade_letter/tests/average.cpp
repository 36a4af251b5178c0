// %%
CHECK((grade_average(std::vector<long long>{90, 100, 95})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{50, 50, 51})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 56})) == std::string("F"));

// %%
try {
    (void)grade_average(std::vector<long long>{});
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("no scores"));
}
