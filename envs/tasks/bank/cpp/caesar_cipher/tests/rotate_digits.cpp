// %%
CHECK((caesar_cipher("a1", 1)) == std::string("b2"));

// %%
CHECK((caesar_cipher("9", 1)) == std::string("0"));

// %%
CHECK((caesar_cipher("0", -1)) == std::string("9"));

// %%
CHECK((caesar_cipher("Room 101", 13)) == std::string("Ebbz 434"));
