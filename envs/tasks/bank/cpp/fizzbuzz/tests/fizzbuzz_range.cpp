// %%
CHECK((fizzbuzz_range(9, 11)) == (std::vector<std::string>{"Fizz", "Buzz", "11"}));

// %%
CHECK((fizzbuzz_range(-3, -1)) == (std::vector<std::string>{"Fizz", "-2", "-1"}));

// %%
CHECK((fizzbuzz_range(20, 20)) == (std::vector<std::string>{"Buzz"}));

// %%
try {
    (void)fizzbuzz_range(5, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}
