// %%
CHECK((title_case("hello world")) == std::string("Hello World"));

// %%
CHECK((title_case("pYTHON cODE")) == std::string("Python Code"));

// %%
CHECK((title_case("x")) == std::string("X"));

// %%
CHECK((title_case("42 apples")) == std::string("42 Apples"));
