// %%
CHECK((fizzbuzz_range(9, 10)) == (std::vector<std::string>{"Fizz", "Buzz"}));

// %%
CHECK((fizzbuzz_range(10, 11)) == (std::vector<std::string>{"Buzz", "11"}));

// %%
CHECK((fizzbuzz_range(9, 12)) == (std::vector<std::string>{"Fizz", "Buzz", "11", "Fizz"}));

// %%
CHECK((fizzbuzz_range(8, 11)) == (std::vector<std::string>{"8", "Fizz", "Buzz", "11"}));

// %%
CHECK((fizzbuzz_range(-2, -1)) == (std::vector<std::string>{"-2", "-1"}));

// %%
CHECK((fizzbuzz_range(-4, -1)) == (std::vector<std::string>{"-4", "Fizz", "-2", "-1"}));

// %%
CHECK((fizzbuzz_range(-3, -2)) == (std::vector<std::string>{"Fizz", "-2"}));

// %%
CHECK((fizzbuzz_range(-1, -1)) == (std::vector<std::string>{"-1"}));

// %%
CHECK((fizzbuzz_range(-6, -1)) == (std::vector<std::string>{"Fizz", "Buzz", "-4", "Fizz", "-2", "-1"}));

// %%
CHECK((fizzbuzz_range(19, 20)) == (std::vector<std::string>{"19", "Buzz"}));

// %%
try {
    (void)fizzbuzz_range(5, 0);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(10, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(5, 2);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(12, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(100005, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(6, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(5, 1);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(5, 3);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}

// %%
try {
    (void)fizzbuzz_range(50, 4);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("start must not exceed end"));
}
