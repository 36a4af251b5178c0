// %%
CHECK((distinct_prime_factors(359)) == (std::vector<long long>{359}));

// %%
CHECK((distinct_prime_factors(720)) == (std::vector<long long>{2, 3, 5}));

// %%
CHECK((distinct_prime_factors(100360)) == (std::vector<long long>{2, 5, 13, 193}));

// %%
CHECK((distinct_prime_factors(180)) == (std::vector<long long>{2, 3, 5}));

// %%
CHECK((distinct_prime_factors(367)) == (std::vector<long long>{367}));

// %%
CHECK((distinct_prime_factors(3600)) == (std::vector<long long>{2, 3, 5}));

// %%
CHECK((distinct_prime_factors(361)) == (std::vector<long long>{19}));

// %%
CHECK((distinct_prime_factors(101024)) == (std::vector<long long>{2, 7, 11, 41}));

// %%
CHECK((distinct_prime_factors(1025)) == (std::vector<long long>{5, 41}));

// %%
CHECK((distinct_prime_factors(10240)) == (std::vector<long long>{2, 5}));

// %%
CHECK((distinct_prime_factors(1023)) == (std::vector<long long>{3, 11, 31}));

// %%
CHECK((distinct_prime_factors(2048)) == (std::vector<long long>{2}));

// %%
CHECK((distinct_prime_factors(1031)) == (std::vector<long long>{1031}));

// %%
CHECK((distinct_prime_factors(512)) == (std::vector<long long>{2}));

// %%
CHECK((distinct_prime_factors(8634)) == (std::vector<long long>{2, 3, 1439}));

// %%
CHECK((distinct_prime_factors(8640)) == (std::vector<long long>{2, 3, 5}));

// %%
CHECK((distinct_prime_factors(8632)) == (std::vector<long long>{2, 13, 83}));

// %%
CHECK((distinct_prime_factors(4316)) == (std::vector<long long>{2, 13, 83}));

// %%
CHECK((distinct_prime_factors(86330)) == (std::vector<long long>{2, 5, 89, 97}));

// %%
CHECK((distinct_prime_factors(108633)) == (std::vector<long long>{3, 7, 739}));

// %%
CHECK((distinct_prime_factors(17266)) == (std::vector<long long>{2, 89, 97}));
