// %%
CHECK((vowel_counts("Education")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("banana")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("")) == (std::vector<long long>{0, 0, 0, 0, 0}));
