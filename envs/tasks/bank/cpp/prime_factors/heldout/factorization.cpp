// %%
CHECK((factorization(359)) == std::string("359"));

// %%
CHECK((factorization(361)) == std::string("19^2"));

// %%
CHECK((factorization(100360)) == std::string("2^3 * 5 * 13 * 193"));

// %%
CHECK((factorization(3600)) == std::string("2^4 * 3^2 * 5^2"));

// %%
CHECK((factorization(14)) == std::string("2 * 7"));

// %%
CHECK((factorization(130)) == std::string("2 * 5 * 13"));

// %%
CHECK((factorization(20)) == std::string("2^2 * 5"));

// %%
CHECK((factorization(100013)) == std::string("103 * 971"));

// %%
CHECK((factorization(6)) == std::string("2 * 3"));

// %%
CHECK((factorization(26)) == std::string("2 * 13"));

// %%
CHECK((factorization(12)) == std::string("2^2 * 3"));

// %%
CHECK((factorization(512)) == std::string("2^9"));

// %%
CHECK((factorization(1031)) == std::string("1031"));

// %%
CHECK((factorization(1023)) == std::string("3 * 11 * 31"));

// %%
CHECK((factorization(10240)) == std::string("2^11 * 5"));

// %%
CHECK((factorization(1025)) == std::string("5^2 * 41"));

// %%
CHECK((factorization(101024)) == std::string("2^5 * 7 * 11 * 41"));

// %%
CHECK((factorization(301)) == std::string("7 * 43"));

// %%
CHECK((factorization(2940)) == std::string("2^2 * 3 * 5 * 7^2"));

// %%
CHECK((factorization(295)) == std::string("5 * 59"));

// %%
CHECK((factorization(100294)) == std::string("2 * 50147"));

// %%
CHECK((factorization(588)) == std::string("2^2 * 3 * 7^2"));

// %%
CHECK((factorization(147)) == std::string("3 * 7^2"));

// %%
CHECK((factorization(293)) == std::string("293"));
