// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"), FizzBuzz.fizzbuzz(15));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz"), FizzBuzz.fizzbuzz(5));

// %%
assertEquals(java.util.List.of(), FizzBuzz.fizzbuzz(0));

// %%
assertEquals(java.util.List.of("1"), FizzBuzz.fizzbuzz(1));
