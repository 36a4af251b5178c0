// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 90}, 7)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 6, 7, 9}, 7)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 4, 7, 9}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 8, 9}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 10}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 100001)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 2)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 8)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{0, 3, 5, 7, 9}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 10}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 18}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 40)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 100009}, 4)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 100004)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 40)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 8)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 5)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 1)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{2}, 9)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{0}, 2)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{20}, 2)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{2}, 0)) == (-1));
