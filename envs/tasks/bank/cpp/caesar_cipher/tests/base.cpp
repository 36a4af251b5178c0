// %%
CHECK((caesar_cipher("abc", 1)) == std::string("bcd"));

// %%
CHECK((caesar_cipher("xyz", 3)) == std::string("abc"));

// %%
CHECK((caesar_cipher("Hello, World!", 3)) == std::string("Khoor, Zruog!"));

// %%
CHECK((caesar_cipher("abc", -1)) == std::string("zab"));

// %%
CHECK((caesar_cipher("abc", 27)) == std::string("bcd"));
