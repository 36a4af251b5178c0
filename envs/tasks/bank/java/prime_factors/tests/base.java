// %%
assertEquals(java.util.List.of(2, 2, 3), Primes.primeFactors(12));

// %%
assertEquals(java.util.List.of(13), Primes.primeFactors(13));

// %%
assertEquals(java.util.List.of(2, 2, 2, 3, 3, 5), Primes.primeFactors(360));

// %%
assertEquals(java.util.List.of(89, 97), Primes.primeFactors(8633));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 2, 2, 2, 2, 2), Primes.primeFactors(1024));
