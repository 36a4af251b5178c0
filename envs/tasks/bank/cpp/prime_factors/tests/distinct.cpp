// %%
CHECK((distinct_prime_factors(360)) == (std::vector<long long>{2, 3, 5}));

// %%
CHECK((distinct_prime_factors(1024)) == (std::vector<long long>{2}));

// %%
CHECK((distinct_prime_factors(8633)) == (std::vector<long long>{89, 97}));
