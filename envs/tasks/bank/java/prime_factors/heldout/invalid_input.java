// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-24));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-5));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-1));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-120));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-6));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-11));
assertEquals("n must be at least 2", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Primes.primeFactors(-13));
assertEquals("n must be at least 2", e.getMessage());

// %%
assertEquals(java.util.List.of(3), Primes.primeFactors(3));

// %%
assertEquals(java.util.List.of(3, 3), Primes.primeFactors(9));

// %%
assertEquals(java.util.List.of(2, 2, 5), Primes.primeFactors(20));

// %%
assertEquals(java.util.List.of(2, 3, 7, 2381), Primes.primeFactors(100002));

// %%
assertEquals(java.util.List.of(2, 2), Primes.primeFactors(4));
