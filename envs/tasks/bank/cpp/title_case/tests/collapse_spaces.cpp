// %%
CHECK((title_case("  hello   world ")) == std::string("Hello World"));

// %%
CHECK((title_case("one  two")) == std::string("One Two"));
