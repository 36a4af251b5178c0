// %%
CHECK((fizzbuzz(5)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz"}));

// %%
CHECK((fizzbuzz(0)) == (std::vector<std::string>{}));

// %%
CHECK((fizzbuzz(7)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz"}));

// %%
CHECK((fizzbuzz(21)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz"}));

// %%
CHECK((fizzbuzz(35)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "Bazz", "8", "Fizz", "Buzz", "11", "Fizz", "13", "Bazz", "FizzBuzz", "16", "17", "Fizz", "19", "Buzz", "FizzBazz", "22", "23", "Fizz", "Buzz", "26", "Fizz", "Bazz", "29", "FizzBuzz", "31", "32", "Fizz", "34", "BuzzBazz"}));
