// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 3}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{5, 5, 5, 5, 5, 5, 5}, 5)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 3, 3, 3, 3, 3, 4}, 3)) == (3));
