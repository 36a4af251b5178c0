// %%
CHECK((prime_factors(12)) == (std::vector<long long>{2, 2, 3}));

// %%
CHECK((prime_factors(13)) == (std::vector<long long>{13}));

// %%
CHECK((prime_factors(360)) == (std::vector<long long>{2, 2, 2, 3, 3, 5}));

// %%
CHECK((prime_factors(8633)) == (std::vector<long long>{89, 97}));

// %%
CHECK((prime_factors(1024)) == (std::vector<long long>{2, 2, 2, 2, 2, 2, 2, 2, 2, 2}));
