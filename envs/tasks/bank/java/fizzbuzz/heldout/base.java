// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"), FizzBuzz.fizzbuzz(22));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"), FizzBuzz.fizzbuzz(16));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"), FizzBuzz.fizzbuzz(14));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"), FizzBuzz.fizzbuzz(30));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7"), FizzBuzz.fizzbuzz(7));

// %%
assertEquals(java.util.List.of("1", "2"), FizzBuzz.fizzbuzz(2));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"), FizzBuzz.fizzbuzz(10));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"), FizzBuzz.fizzbuzz(12));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4"), FizzBuzz.fizzbuzz(4));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"), FizzBuzz.fizzbuzz(50));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz"), FizzBuzz.fizzbuzz(6));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"), FizzBuzz.fizzbuzz(8));
