// %%
CHECK((longest_common_prefix(std::vector<std::string>{"flower", "flow", "flight"})) == std::string("fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"dog", "racecar", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"alone"})) == std::string("alone"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"same", "same"})) == std::string("same"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ab", "a", "abc"})) == std::string("a"));
