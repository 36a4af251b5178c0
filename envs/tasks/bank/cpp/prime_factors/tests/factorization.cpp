// %%
CHECK((factorization(360)) == std::string("2^3 * 3^2 * 5"));

// %%
CHECK((factorization(13)) == std::string("13"));

// %%
CHECK((factorization(1024)) == std::string("2^10"));

// %%
CHECK((factorization(294)) == std::string("2 * 3 * 7^2"));
