// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 10}, 4)) == (-3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 8)) == (-5));

// %%
CHECK((binary_search(std::vector<long long>{2, 3, 5, 7, 9}, 4)) == (-3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 8, 9}, 4)) == (-3));

// %%
CHECK((binary_search(std::vector<long long>{1, 1, 5, 7, 9}, 4)) == (-3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 90}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 16}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 8, 9}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 6, 9}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 8}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 11)) == (-6));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 1)) == (0));

// %%
CHECK((binary_search(std::vector<long long>{0, 3, 5, 7, 9}, 10)) == (-6));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 100009}, 10)) == (-5));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 5)) == (2));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 8}, 10)) == (-6));

// %%
CHECK((binary_search(std::vector<long long>{}, 8)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 2)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 0)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 3)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{}, 1)) == (-1));

// %%
CHECK((binary_search(std::vector<long long>{1, 2, 5, 7, 9}, 7)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{2, 3, 5, 7, 9}, 7)) == (3));

// %%
CHECK((binary_search(std::vector<long long>{1, 3, 5, 7, 9}, 70)) == (-6));
