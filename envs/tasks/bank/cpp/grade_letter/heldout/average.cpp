// %%
CHECK((grade_average(std::vector<long long>{90, 100, 0})) == std::string("D"));

// %%
CHECK((grade_average(std::vector<long long>{90, 100, 96})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{1, 100, 95})) == std::string("D"));

// %%
CHECK((grade_average(std::vector<long long>{97, 100, 95})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{90, 100, 94})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{90, 107, 95})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{89, 100, 95})) == std::string("A"));

// %%
CHECK((grade_average(std::vector<long long>{90, 100, 1})) == std::string("D"));

// %%
CHECK((grade_average(std::vector<long long>{50, 57, 51})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{50, 50, 25})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{50, 1, 51})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{50, 50, 50})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{50, 100, 51})) == std::string("D"));

// %%
CHECK((grade_average(std::vector<long long>{25, 50, 51})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{50, 50, 102})) == std::string("D"));

// %%
CHECK((grade_average(std::vector<long long>{50, 0, 51})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{56, 56})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 0})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{27, 56})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 57})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{1, 56})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 55})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 28})) == std::string("F"));

// %%
CHECK((grade_average(std::vector<long long>{55, 1})) == std::string("F"));
