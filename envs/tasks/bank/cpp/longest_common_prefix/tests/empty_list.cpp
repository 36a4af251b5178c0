// %%
try {
    (void)longest_common_prefix(std::vector<std::string>{});
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("no words"));
}
