// %%
assertEquals(java.util.List.of(2, 3, 5), Primes.distinctPrimeFactors(360));

// %%
assertEquals(java.util.List.of(2), Primes.distinctPrimeFactors(1024));

// %%
assertEquals(java.util.List.of(89, 97), Primes.distinctPrimeFactors(8633));
