// %%
CHECK((longest_common_prefix(std::vector<std::string>{"Flower", "flow", "FLIGHT"})) == std::string("Fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ABC", "abd"})) == std::string("AB"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"x", "X"})) == std::string("x"));
