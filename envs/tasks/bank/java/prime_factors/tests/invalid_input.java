// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(1));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(0));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-12));
assertEquals("n must be at least 2", e.getMessage());

// %%
assertEquals(java.util.List.of(2), Primes.primeFactors(2));
