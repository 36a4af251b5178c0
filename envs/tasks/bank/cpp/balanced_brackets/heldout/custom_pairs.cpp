// %%
CHECK((is_balanced_with("<<a>(b)", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<a>", "()<>")) == (true));

// %%
CHECK((is_balanced_with("a>(b)", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<a>(b)0", "()<>")) == (true));

// %%
CHECK((is_balanced_with(")>(<", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<(>)a", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<(>", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<<(>)", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<", "()<>")) == (false));

// %%
CHECK((is_balanced_with(" <(>)", "()<>")) == (false));

// %%
CHECK((is_balanced_with("<(>)", "")) == (true));

// %%
CHECK((is_balanced_with("<(>)", "()")) == (true));

// %%
CHECK((is_balanced_with("<(>)<(>)", "()<>")) == (false));

// %%
CHECK((is_balanced_with(")]([", "()")) == (false));

// %%
CHECK((is_balanced_with("[(])0", "()")) == (true));

// %%
CHECK((is_balanced_with("[[(])", "()")) == (true));

// %%
CHECK((is_balanced_with("[(])", "")) == (true));

// %%
CHECK((is_balanced_with("[(]", "()")) == (false));

// %%
CHECK((is_balanced_with("[(", "()")) == (false));

// %%
try {
    (void)is_balanced_with("()a", "()<");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}

// %%
try {
    (void)is_balanced_with(" ()", "()<");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}

// %%
try {
    (void)is_balanced_with("(()", "()<");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}

// %%
try {
    (void)is_balanced_with(")(", "()<");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}

// %%
try {
    (void)is_balanced_with("()", "(");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("pairs must have an even length"));
}
