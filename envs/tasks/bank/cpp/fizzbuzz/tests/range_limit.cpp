// %%
try {
    (void)fizzbuzz(-1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(10001);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
CHECK((fizzbuzz(3)) == (std::vector<std::string>{"1", "2", "Fizz"}));
