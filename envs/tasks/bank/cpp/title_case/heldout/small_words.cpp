// %%
CHECK((title_case("the lord of the ring")) == std::string("The Lord of the Ring"));

// %%
CHECK((title_case("THE LORD OF THE RINGS")) == std::string("The Lord of the Rings"));

// %%
CHECK((title_case("the lord of the ringsthe lord of the rings")) == std::string("The Lord of the Ringsthe Lord of the Rings"));

// %%
CHECK((title_case("tthe lord of the rings")) == std::string("Tthe Lord of the Rings"));

// %%
CHECK((title_case("the lord o")) == std::string("The Lord O"));

// %%
CHECK((title_case("The Lord Of The Rings")) == std::string("The Lord of the Rings"));

// %%
CHECK((title_case("sgnir eht fo drol eht")) == std::string("Sgnir Eht Fo Drol Eht"));

// %%
CHECK((title_case("the lord of the ringsa")) == std::string("The Lord of the Ringsa"));

// %%
CHECK((title_case("he lord of the rings")) == std::string("He Lord of the Rings"));

// %%
CHECK((title_case("ecaep DNA raw")) == std::string("Ecaep Dna Raw"));

// %%
CHECK((title_case("wwar AND peace")) == std::string("Wwar and Peace"));

// %%
CHECK((title_case("war AN")) == std::string("War an"));

// %%
CHECK((title_case("w")) == std::string("W"));

// %%
CHECK((title_case("war AND peacea")) == std::string("War and Peacea"));

// %%
CHECK((title_case("WAR AND PEACE")) == std::string("War and Peace"));

// %%
CHECK((title_case("War And Peace")) == std::string("War and Peace"));

// %%
CHECK((title_case("war and peace")) == std::string("War and Peace"));

// %%
CHECK((title_case("war AND peacewar AND peace")) == std::string("War and Peacewar and Peace"));

// %%
CHECK((title_case("war AND peac")) == std::string("War and Peac"));

// %%
CHECK((title_case("WAR and PEACE")) == std::string("War and Peace"));

// %%
CHECK((title_case("A TALE IN AN HOUR")) == std::string("A Tale in an Hour"));

// %%
CHECK((title_case("a tale in an hou")) == std::string("A Tale in an Hou"));

// %%
CHECK((title_case("a tale in an houra")) == std::string("A Tale in an Houra"));

// %%
CHECK((title_case("a tale in an houra tale in an hour")) == std::string("A Tale in an Houra Tale in an Hour"));
