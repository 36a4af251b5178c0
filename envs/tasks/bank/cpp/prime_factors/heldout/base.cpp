// %%
CHECK((prime_factors(11)) == (std::vector<long long>{11}));

// %%
CHECK((prime_factors(100012)) == (std::vector<long long>{2, 2, 11, 2273}));

// %%
CHECK((prime_factors(120)) == (std::vector<long long>{2, 2, 2, 3, 5}));

// %%
CHECK((prime_factors(6)) == (std::vector<long long>{2, 3}));

// %%
CHECK((prime_factors(14)) == (std::vector<long long>{2, 7}));

// %%
CHECK((prime_factors(100013)) == (std::vector<long long>{103, 971}));

// %%
CHECK((prime_factors(26)) == (std::vector<long long>{2, 13}));

// %%
CHECK((prime_factors(20)) == (std::vector<long long>{2, 2, 5}));

// %%
CHECK((prime_factors(720)) == (std::vector<long long>{2, 2, 2, 2, 3, 3, 5}));

// %%
CHECK((prime_factors(180)) == (std::vector<long long>{2, 2, 3, 3, 5}));

// %%
CHECK((prime_factors(361)) == (std::vector<long long>{19, 19}));

// %%
CHECK((prime_factors(100360)) == (std::vector<long long>{2, 2, 2, 5, 13, 193}));

// %%
CHECK((prime_factors(8632)) == (std::vector<long long>{2, 2, 2, 13, 83}));

// %%
CHECK((prime_factors(86330)) == (std::vector<long long>{2, 5, 89, 97}));

// %%
CHECK((prime_factors(8634)) == (std::vector<long long>{2, 3, 1439}));

// %%
CHECK((prime_factors(8640)) == (std::vector<long long>{2, 2, 2, 2, 2, 2, 3, 3, 3, 5}));

// %%
CHECK((prime_factors(4316)) == (std::vector<long long>{2, 2, 13, 83}));

// %%
CHECK((prime_factors(17266)) == (std::vector<long long>{2, 89, 97}));

// %%
CHECK((prime_factors(512)) == (std::vector<long long>{2, 2, 2, 2, 2, 2, 2, 2, 2}));

// %%
CHECK((prime_factors(1023)) == (std::vector<long long>{3, 11, 31}));

// %%
CHECK((prime_factors(101024)) == (std::vector<long long>{2, 2, 2, 2, 2, 7, 11, 41}));

// %%
CHECK((prime_factors(1025)) == (std::vector<long long>{5, 5, 41}));

// %%
CHECK((prime_factors(10240)) == (std::vector<long long>{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5}));

// %%
CHECK((prime_factors(2048)) == (std::vector<long long>{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}));
