// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Flower", "wolf", "FLIGHT"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Flower", "flow", "flight"})) == std::string("Fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"fLOWER", "flow", "FLIGHT"})) == std::string("fL"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"lower", "flow", "FLIGHT"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Flower", "flow", "FFLIGHT"})) == std::string("F"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"flower", "flow", "FLIGHT"})) == std::string("fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Flower", "flowa", "FLIGHT"})) == std::string("Fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Abc", "abd"})) == std::string("Ab"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "abd0"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "a"})) == std::string("A"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "bd"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "ABD"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "Abd"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"abc", "abd"})) == std::string("ab"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "ab"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABCABC", "abd"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"A", "abd"})) == std::string("A"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"xa", "X"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x", "x"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x0", "X"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"xx", "X"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x", "Xa"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x ", "X"})) == std::string("x"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x", "XX"})) == std::string("x"));
