// %%
assertEquals("359", Primes.factorization(359));

// %%
assertEquals("367", Primes.factorization(367));

// %%
assertEquals("2^4 * 3^2 * 5", Primes.factorization(720));

// %%
assertEquals("2^3 * 5 * 13 * 193", Primes.factorization(100360));

// %%
assertEquals("19^2", Primes.factorization(361));

// %%
assertEquals("2^2 * 3^2 * 5", Primes.factorization(180));

// %%
assertEquals("2^2 * 3", Primes.factorization(12));

// %%
assertEquals("2 * 7", Primes.factorization(14));

// %%
assertEquals("103 * 971", Primes.factorization(100013));

// %%
assertEquals("2 * 13", Primes.factorization(26));

// %%
assertEquals("2 * 3", Primes.factorization(6));

// %%
assertEquals("2^2 * 5", Primes.factorization(20));

// %%
assertEquals("2^5 * 7 * 11 * 41", Primes.factorization(101024));

// %%
assertEquals("2^9", Primes.factorization(512));

// %%
assertEquals("3 * 11 * 31", Primes.factorization(1023));

// %%
assertEquals("2^11 * 5", Primes.factorization(10240));

// %%
assertEquals("2^11", Primes.factorization(2048));

// %%
assertEquals("7 * 43", Primes.factorization(301));

// %%
assertEquals("2^2 * 3 * 5 * 7^2", Primes.factorization(2940));

// %%
assertEquals("2^2 * 3 * 7^2", Primes.factorization(588));

// %%
assertEquals("293", Primes.factorization(293));

// %%
assertEquals("5 * 59", Primes.factorization(295));

// %%
assertEquals("2 * 50147", Primes.factorization(100294));

// %%
assertEquals("3 * 7^2", Primes.factorization(147));
