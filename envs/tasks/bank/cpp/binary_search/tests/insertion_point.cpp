// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 4)) == (-3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 10)) == (-6));

// %%
CHECK((binary_search(std::vector<long long>{}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 7)) == (3));
