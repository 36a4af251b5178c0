// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking ", "talking", "king"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking", "talking", "KING"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"wwalking", "talking", "king"})) == std::string("king"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"WALKING", "talking", "king"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking", "talking", "kking"})) == std::string("king"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"Walking", "talking", "king"})) == std::string("king"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking", "talking", ""})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking", "talking", "ing"})) == std::string("ing"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abca", "xyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abc", "xxyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ab", "xyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abc", ""})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abcabc", "xyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abc0", "xyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"so"})) == std::string("so"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ssolo"})) == std::string("ssolo"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"solosolo"})) == std::string("solosolo"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"olos"})) == std::string("olos"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"solo "})) == std::string("solo "));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ing", "ng"})) == std::string("ng"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ing", "IIng"})) == std::string("ng"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ING", "Ing"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ing", ""})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"in", "Ing"})) == std::string(""));
