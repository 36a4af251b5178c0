// %%
CHECK((is_balanced_with("<a>(b)", "()<>")) == (true));

// %%
CHECK((is_balanced_with("<(>)", "()<>")) == (false));

// %%
CHECK((is_balanced_with("[(])", "()")) == (true));

// %%
try {
    (void)is_balanced_with("()", "()<");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}
