// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(-1));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzz(10001));
assertEquals("n must be between 0 and 10000", e.getMessage());

// %%
assertEquals(java.util.List.of("1", "2", "Fizz"), FizzBuzz.fizzbuzz(3));
