// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(-2));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(99999));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(-10));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(100010));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(110001));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(20002));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(10008));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(10002));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
assertEquals(java.util.List.of("1"), FizzBuzz.fizzbuzz(1));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz"), FizzBuzz.fizzbuzz(6));

// %%
assertEquals(java.util.List.of(), FizzBuzz.fizzbuzz(0));

// %%
assertEquals(java.util.List.of("1", "2"), FizzBuzz.fizzbuzz(2));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4"), FizzBuzz.fizzbuzz(4));
