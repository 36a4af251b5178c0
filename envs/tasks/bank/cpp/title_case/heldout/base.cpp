// %%
CHECK((title_case("Hello World")) == std::string("Hello World"));

// %%
CHECK((title_case("hello worl")) == std::string("Hello Worl"));

// %%
CHECK((title_case("h")) == std::string("H"));

// %%
CHECK((title_case("hello")) == std::string("Hello"));

// %%
CHECK((title_case("hhello world")) == std::string("Hhello World"));

// %%
CHECK((title_case("HELLO WORLD")) == std::string("Hello World"));

// %%
CHECK((title_case("hello world0")) == std::string("Hello World0"));

// %%
CHECK((title_case("hello worldhello world")) == std::string("Hello Worldhello World"));

// %%
CHECK((title_case("p")) == std::string("P"));

// %%
CHECK((title_case("pYTHON cOD")) == std::string("Python Cod"));

// %%
CHECK((title_case("ppYTHON cODE")) == std::string("Ppython Code"));

// %%
CHECK((title_case("pYTHON cODEa")) == std::string("Python Codea"));

// %%
CHECK((title_case("Python Code")) == std::string("Python Code"));

// %%
CHECK((title_case("pYTHO")) == std::string("Pytho"));

// %%
CHECK((title_case("pYTHON cODEpYTHON cODE")) == std::string("Python Codepython Code"));

// %%
CHECK((title_case("python code")) == std::string("Python Code"));

// %%
CHECK((title_case("x0")) == std::string("X0"));

// %%
CHECK((title_case("xa")) == std::string("Xa"));

// %%
CHECK((title_case("42 apple")) == std::string("42 Apple"));

// %%
CHECK((title_case("selppa 24")) == std::string("Selppa 24"));

// %%
CHECK((title_case("42 apples42 apples")) == std::string("42 Apples42 Apples"));

// %%
CHECK((title_case("442 apples")) == std::string("442 Apples"));

// %%
CHECK((title_case("42 applesa")) == std::string("42 Applesa"));

// %%
CHECK((title_case("42 Apples")) == std::string("42 Apples"));
