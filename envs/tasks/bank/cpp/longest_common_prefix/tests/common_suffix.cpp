// %%
CHECK((longest_common_suffix(std::vector<std::string>{"walking", "talking", "king"})) == std::string("king"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"abc", "xyz"})) == std::string(""));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"solo"})) == std::string("solo"));

// %%
CHECK((longest_common_suffix(std::vector<std::string>{"ing", "Ing"})) == std::string("ng"));
