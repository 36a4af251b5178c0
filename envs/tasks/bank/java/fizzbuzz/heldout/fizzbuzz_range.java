// %%
assertEquals(java.util.List.of("Fizz", "Buzz", "11", "Fizz"), FizzBuzz.fizzbuzzRange(9, 12));

// %%
assertEquals(java.util.List.of("8", "Fizz", "Buzz", "11"), FizzBuzz.fizzbuzzRange(8, 11));

// %%
assertEquals(java.util.List.of("Fizz", "Buzz"), FizzBuzz.fizzbuzzRange(9, 10));

// %%
assertEquals(java.util.List.of("Fizz", "-2"), FizzBuzz.fizzbuzzRange(-3, -2));

// %%
assertEquals(java.util.List.of("-2", "-1"), FizzBuzz.fizzbuzzRange(-2, -1));

// %%
assertEquals(java.util.List.of("-1"), FizzBuzz.fizzbuzzRange(-1, -1));

// %%
assertEquals(java.util.List.of("-4", "Fizz", "-2", "-1"), FizzBuzz.fizzbuzzRange(-4, -1));

// %%
assertEquals(java.util.List.of("Fizz", "Buzz", "-4", "Fizz", "-2", "-1"), FizzBuzz.fizzbuzzRange(-6, -1));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(5, 1));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(10, 4));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(6, 4));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(5, 3));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(5, 2));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(50, 4));
assertEquals("start must not exceed end", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FizzBuzz.fizzbuzzRange(12, 4));
assertEquals("start must not exceed end", e.getMessage());
