// %%
CHECK((binary_search(std::vector<long long>{0, 2, 2, 2, 3}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 10}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 3}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 100003}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 2, 3}, 2)) == (2));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 30}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 3}, 3)) == (4));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 3}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 2, 2, 2}, 2)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{5, 5, 5, 5, 5, 5, 5}, 1)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{4, 5, 5, 5, 5, 5, 5}, 5)) == (1));

// %%
CHECK((binary_search(std::vector<long long>{5, 5, 5, 5, 5, 5, 5}, 2)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 3, 3, 3, 3, 3, 4}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 3, 3, 3, 3, 4, 4}, 3)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 3, 3, 3, 3, 3, 4}, 4)) == (8));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 2, 3, 3, 3, 3, 3, 100004}, 3)) == (3));
