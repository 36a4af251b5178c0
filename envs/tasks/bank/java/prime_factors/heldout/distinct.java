// %%
assertEquals(java.util.List.of(2, 3, 5), Primes.distinctPrimeFactors(180));

// %%
assertEquals(java.util.List.of(367), Primes.distinctPrimeFactors(367));

// %%
assertEquals(java.util.List.of(2, 5, 13, 193), Primes.distinctPrimeFactors(100360));

// %%
assertEquals(java.util.List.of(2, 3, 5), Primes.distinctPrimeFactors(720));

// %%
assertEquals(java.util.List.of(2, 3, 5), Primes.distinctPrimeFactors(3600));

// %%
assertEquals(java.util.List.of(19), Primes.distinctPrimeFactors(361));

// %%
assertEquals(java.util.List.of(359), Primes.distinctPrimeFactors(359));

// %%
assertEquals(java.util.List.of(2, 7, 11, 41), Primes.distinctPrimeFactors(101024));

// %%
assertEquals(java.util.List.of(2), Primes.distinctPrimeFactors(512));

// %%
assertEquals(java.util.List.of(2), Primes.distinctPrimeFactors(2048));

// %%
assertEquals(java.util.List.of(1031), Primes.distinctPrimeFactors(1031));

// %%
assertEquals(java.util.List.of(2, 5), Primes.distinctPrimeFactors(10240));

// %%
assertEquals(java.util.List.of(3, 11, 31), Primes.distinctPrimeFactors(1023));

// %%
assertEquals(java.util.List.of(5, 41), Primes.distinctPrimeFactors(1025));

// %%
assertEquals(java.util.List.of(2, 3, 1439), Primes.distinctPrimeFactors(8634));

// %%
assertEquals(java.util.List.of(2, 13, 83), Primes.distinctPrimeFactors(8632));

// %%
assertEquals(java.util.List.of(2, 13, 83), Primes.distinctPrimeFactors(4316));

// %%
assertEquals(java.util.List.of(2, 3, 5), Primes.distinctPrimeFactors(8640));

// %%
assertEquals(java.util.List.of(2, 89, 97), Primes.distinctPrimeFactors(17266));

// %%
assertEquals(java.util.List.of(3, 7, 739), Primes.distinctPrimeFactors(108633));

// %%
assertEquals(java.util.List.of(2, 5, 89, 97), Primes.distinctPrimeFactors(86330));
