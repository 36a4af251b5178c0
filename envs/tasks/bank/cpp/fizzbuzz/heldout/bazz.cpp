// %%
CHECK((fizzbuzz(1)) == (std::vector<std::string>{"1"}));

// %%
CHECK((fizzbuzz(6)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz"}));

// %%
CHECK((fizzbuzz(4)) == (std::vector<std::string>{"1", "2", "Fizz", "4"}));

// %%
CHECK((fizzbuzz(10)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz"}));

// %%
CHECK((fizzbuzz(2)) == (std::vector<std::string>{"1", "2"}));

// %%
CHECK((fizzbuzz(12)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz"}));

// %%
CHECK((fizzbuzz(50)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz"}));

// %%
CHECK((fizzbuzz(14)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz"}));

// %%
CHECK((fizzbuzz(3)) == (std::vector<std::string>{"1", "2", "Fizz"}));

// %%
CHECK((fizzbuzz(8)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8"}));

// %%
CHECK((fizzbuzz(28)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz"}));

// %%
CHECK((fizzbuzz(20)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz"}));

// %%
CHECK((fizzbuzz(22)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22"}));

// %%
CHECK((fizzbuzz(42)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz"}));

// %%
CHECK((fizzbuzz(36)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz"}));

// %%
CHECK((fizzbuzz(70)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "FizzBazz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "Bazz", "Buzz", "Fizz", "52", "53", "Fizz", "Buzz", "Bazz", "Fizz", "58", "59", "FizzBuzz", "61", "62", "FizzBazz", "64", "Buzz", "Fizz", "67", "68", "Fizz", "BuzzBazz"}));

// %%
CHECK((fizzbuzz(17)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17"}));

// %%
CHECK((fizzbuzz(34)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34"}));
