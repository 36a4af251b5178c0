// %%
CHECK((title_case("   hello   world ")) == std::string("Hello World"));

// %%
CHECK((title_case("hello   world")) == std::string("Hello World"));

// %%
CHECK((title_case("    hello      world  ")) == std::string("Hello World"));

// %%
CHECK((title_case("  hello   world  ")) == std::string("Hello World"));

// %%
CHECK((title_case("  hello ")) == std::string("Hello"));

// %%
CHECK((title_case("  hello   world 0")) == std::string("Hello World 0"));

// %%
CHECK((title_case("  hello   world")) == std::string("Hello World"));

// %%
CHECK((title_case("  Hello   World ")) == std::string("Hello World"));

// %%
CHECK((title_case(" hello   world ")) == std::string("Hello World"));

// %%
CHECK((title_case("  hello   world   hello   world ")) == std::string("Hello World Hello World"));

// %%
CHECK((title_case("  HELLO   WORLD ")) == std::string("Hello World"));

// %%
CHECK((title_case("ONE  TWO")) == std::string("One Two"));

// %%
CHECK((title_case("one  two0")) == std::string("One Two0"));

// %%
CHECK((title_case("one ")) == std::string("One"));

// %%
CHECK((title_case("one    two")) == std::string("One Two"));

// %%
CHECK((title_case("one  tw")) == std::string("One Tw"));

// %%
CHECK((title_case("oone  two")) == std::string("Oone Two"));

// %%
CHECK((title_case(" one  two")) == std::string("One Two"));

// %%
CHECK((title_case("one  twoa")) == std::string("One Twoa"));

// %%
CHECK((title_case("One  Two")) == std::string("One Two"));

// %%
CHECK((title_case("one  twoone  two")) == std::string("One Twoone Two"));

// %%
CHECK((title_case("ne  two")) == std::string("Ne Two"));

// %%
CHECK((title_case("o")) == std::string("O"));

// %%
CHECK((title_case("one  two ")) == std::string("One Two"));
