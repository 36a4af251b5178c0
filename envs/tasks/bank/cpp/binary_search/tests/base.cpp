// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 7)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{2}, 2)) == (0));
