// %%
assertEquals(java.util.List.of("Fizz", "Buzz", "11"), FizzBuzz.fizzbuzzRange(9, 11));

// %%
assertEquals(java.util.List.of("Fizz", "-2", "-1"), FizzBuzz.fizzbuzzRange(-3, -1));

// %%
assertEquals(java.util.List.of("Buzz"), FizzBuzz.fizzbuzzRange(20, 20));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(5, 4));
assertEquals("start must not exceed end", e.getMessage());
