// %%
CHECK((fizzbuzz(22)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22"}));

// %%
CHECK((fizzbuzz(7)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7"}));

// %%
CHECK((fizzbuzz(30)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz"}));

// %%
CHECK((fizzbuzz(16)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16"}));

// %%
CHECK((fizzbuzz(14)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14"}));

// %%
CHECK((fizzbuzz(4)) == (std::vector<std::string>{"1", "2", "Fizz", "4"}));

// %%
CHECK((fizzbuzz(50)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "Fizz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "28", "29", "FizzBuzz", "31", "32", "Fizz", "34", "Buzz", "Fizz", "37", "38", "Fizz", "Buzz", "41", "Fizz", "43", "44", "FizzBuzz", "46", "47", "Fizz", "49", "Buzz"}));

// %%
CHECK((fizzbuzz(2)) == (std::vector<std::string>{"1", "2"}));

// %%
CHECK((fizzbuzz(10)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz"}));

// %%
CHECK((fizzbuzz(6)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz"}));

// %%
CHECK((fizzbuzz(12)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz"}));

// %%
CHECK((fizzbuzz(8)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8"}));
