// %%
assertEquals("2^3 * 3^2 * 5", Primes.factorization(360));

// %%
assertEquals("13", Primes.factorization(13));

// %%
assertEquals("2^10", Primes.factorization(1024));

// %%
assertEquals("2 * 3 * 7^2", Primes.factorization(294));
