// %%
assertEquals(java.util.List.of(19), Primes.primeFactors(19));

// %%
assertEquals(java.util.List.of(2, 7), Primes.primeFactors(14));

// %%
assertEquals(java.util.List.of(2, 5, 13), Primes.primeFactors(130));

// %%
assertEquals(java.util.List.of(103, 971), Primes.primeFactors(100013));

// %%
assertEquals(java.util.List.of(2, 13), Primes.primeFactors(26));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 3, 3, 5, 5), Primes.primeFactors(3600));

// %%
assertEquals(java.util.List.of(359), Primes.primeFactors(359));

// %%
assertEquals(java.util.List.of(19, 19), Primes.primeFactors(361));

// %%
assertEquals(java.util.List.of(2, 2, 3, 3, 5), Primes.primeFactors(180));

// %%
assertEquals(java.util.List.of(2, 2, 2, 5, 13, 193), Primes.primeFactors(100360));

// %%
assertEquals(java.util.List.of(2, 89, 97), Primes.primeFactors(17266));

// %%
assertEquals(java.util.List.of(3, 7, 7, 739), Primes.primeFactors(108633));

// %%
assertEquals(java.util.List.of(2, 3, 1439), Primes.primeFactors(8634));

// %%
assertEquals(java.util.List.of(2, 2, 2, 13, 83), Primes.primeFactors(8632));

// %%
assertEquals(java.util.List.of(2, 2, 13, 83), Primes.primeFactors(4316));

// %%
assertEquals(java.util.List.of(2, 5, 89, 97), Primes.primeFactors(86330));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 2, 3, 3, 3, 5), Primes.primeFactors(8640));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5), Primes.primeFactors(10240));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 7, 11, 41), Primes.primeFactors(101024));

// %%
assertEquals(java.util.List.of(1031), Primes.primeFactors(1031));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 2, 2, 2, 2), Primes.primeFactors(512));

// %%
assertEquals(java.util.List.of(3, 11, 31), Primes.primeFactors(1023));

// %%
assertEquals(java.util.List.of(5, 5, 41), Primes.primeFactors(1025));

// %%
assertEquals(java.util.List.of(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2), Primes.primeFactors(2048));
