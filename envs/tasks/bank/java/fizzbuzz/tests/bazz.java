// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz"), FizzBuzz.fizzbuzz(5));

// %%
assertEquals(java.util.List.of(), FizzBuzz.fizzbuzz(0));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"), FizzBuzz.fizzbuzz(7));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"), FizzBuzz.fizzbuzz(21));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"), FizzBuzz.fizzbuzz(35));
