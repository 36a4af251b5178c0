// %%
CHECK((longest_common_prefix(std::vector<std::string>{"flower", "flow0", "flight"})) == std::string("fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"flowe", "flow", "flight"})) == std::string("fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"flower", "flo", "flight"})) == std::string("fl"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"dog", "racecar ", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"dog", "racecarracecar", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"dog", " racecar", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"dog", "racecar0", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ddog", "racecar", "car"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"alone0"})) == std::string("alone0"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"alonea"})) == std::string("alonea"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"alon"})) == std::string("alon"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"aalone"})) == std::string("aalone"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"alone "})) == std::string("alone "));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"same", ""})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"same", "same0"})) == std::string("same"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"same", "ssame"})) == std::string("s"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"same", " same"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"", "a", "abc"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ab", "a", "ab"})) == std::string("a"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ab", "a", "abcabc"})) == std::string("a"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"ab ", "a", "abc"})) == std::string("a"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{" ab", "a", "abc"})) == std::string(""));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"a", "a", "abc"})) == std::string("a"));

// %%
CHECK((longest_common_prefix(std::vector<std::string>{"abab", "a", "abc"})) == std::string("a"));
