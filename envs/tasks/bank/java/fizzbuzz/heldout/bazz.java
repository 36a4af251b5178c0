// %%
assertEquals(java.util.List.of("1"), FizzBuzz.fizzbuzz(1));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz"), FizzBuzz.fizzbuzz(10));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz"), FizzBuzz.fizzbuzz(6));

// %%
assertEquals(java.util.List.of("1", "2"), FizzBuzz.fizzbuzz(2));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz"), FizzBuzz.fizzbuzz(50));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4"), FizzBuzz.fizzbuzz(4));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz"), FizzBuzz.fizzbuzz(12));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8"), FizzBuzz.fizzbuzz(8));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz"), FizzBuzz.fizzbuzz(14));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz"), FizzBuzz.fizzbuzz(3));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz"), FizzBuzz.fizzbuzz(28));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22"), FizzBuzz.fizzbuzz(22));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz"), FizzBuzz.fizzbuzz(20));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz"), FizzBuzz.fizzbuzz(42));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17"), FizzBuzz.fizzbuzz(17));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz", "Fizz", "52", "53", "Fizz", "Buzz", "Bazz", "Fizz", "58", "59", "FizzBuzz", "61", "62", "FizzBazz", "64", "Buzz", "Fizz", "67", "68", "Fizz", "BuzzBazz"), FizzBuzz.fizzbuzz(70));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34"), FizzBuzz.fizzbuzz(34));

// %%
assertEquals(java.util.List.of("1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz"), FizzBuzz.fizzbuzz(36));
