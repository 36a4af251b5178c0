// %%
try {
    (void)fizzbuzz(-10);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(-2);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(99999);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(10008);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(100010);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(110001);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(20002);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
try {
    (void)fizzbuzz(10002);
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("n must be between 0 and 10000"));
}

// %%
CHECK((fizzbuzz(6)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz"}));

// %%
CHECK((fizzbuzz(0)) == (std::vector<std::string>{}));

// %%
CHECK((fizzbuzz(2)) == (std::vector<std::string>{"1", "2"}));

// %%
CHECK((fizzbuzz(4)) == (std::vector<std::string>{"1", "2", "Fizz", "4"}));

// %%
CHECK((fizzbuzz(1)) == (std::vector<std::string>{"1"}));
