// %%
CHECK((caesar_decipher("Khoor, Zruog!", 3)) == std::string("Hello, World!"));

// %%
CHECK((caesar_decipher("abc", 29)) == std::string("xyz"));

// %%
CHECK((caesar_decipher("zab", -1)) == std::string("abc"));
