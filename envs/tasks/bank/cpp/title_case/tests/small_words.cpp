// %%
CHECK((title_case("the lord of the rings")) == std::string("The Lord of the Rings"));

// %%
CHECK((title_case("war AND peace")) == std::string("War and Peace"));

// %%
CHECK((title_case("a tale in an hour")) == std::string("A Tale in an Hour"));
