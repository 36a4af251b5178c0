// %%
CHECK((fizzbuzz(15)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz", "Fizz", "7", "8", "Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"}));

// %%
CHECK((fizzbuzz(5)) == (std::vector<std::string>{"1", "2", "Fizz", "4", "Buzz"}));

// %%
CHECK((fizzbuzz(0)) == (std::vector<std::string>{}));

// %%
CHECK((fizzbuzz(1)) == (std::vector<std::string>{"1"}));
