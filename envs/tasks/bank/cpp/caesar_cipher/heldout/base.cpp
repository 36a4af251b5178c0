// %%
CHECK((caesar_cipher("abc", 10)) == std::string("klm"));

// %%
CHECK((caesar_cipher("xyz ", 3)) == std::string("abc "));

// %%
CHECK((caesar_cipher("yz", 3)) == std::string("bc"));

// %%
CHECK((caesar_cipher(" xyz", 3)) == std::string(" abc"));

// %%
CHECK((caesar_cipher("xyz", 2)) == std::string("zab"));

// %%
CHECK((caesar_cipher("xxyz", 3)) == std::string("aabc"));

// %%
CHECK((caesar_cipher("xyza", 3)) == std::string("abcd"));

// %%
CHECK((caesar_cipher("xyz", 0)) == std::string("xyz"));

// %%
CHECK((caesar_cipher("Hello, World!", 10)) == std::string("Rovvy, Gybvn!"));

// %%
CHECK((caesar_cipher("Hello,  World!", 3)) == std::string("Khoor,  Zruog!"));

// %%
CHECK((caesar_cipher("HELLO, WORLD!", 3)) == std::string("KHOOR, ZRUOG!"));

// %%
CHECK((caesar_cipher("Hello, World!", 4)) == std::string("Lipps, Asvph!"));

// %%
CHECK((caesar_cipher("Hello, World!Hello, World!", 3)) == std::string("Khoor, Zruog!Khoor, Zruog!"));

// %%
CHECK((caesar_cipher("Hello, World!", 2)) == std::string("Jgnnq, Yqtnf!"));

// %%
CHECK((caesar_cipher("Hello, World!", 30)) == std::string("Lipps, Asvph!"));

// %%
CHECK((caesar_cipher("hello, world!", 3)) == std::string("khoor, zruog!"));

// %%
CHECK((caesar_cipher(" abc", -1)) == std::string(" zab"));

// %%
CHECK((caesar_cipher("abcabc", -1)) == std::string("zabzab"));

// %%
CHECK((caesar_cipher("abc", -2)) == std::string("yza"));

// %%
CHECK((caesar_cipher("ABC", -1)) == std::string("ZAB"));

// %%
CHECK((caesar_cipher(" abc", 27)) == std::string(" bcd"));

// %%
CHECK((caesar_cipher("aabc", 27)) == std::string("bbcd"));

// %%
CHECK((caesar_cipher("bc", 27)) == std::string("cd"));

// %%
CHECK((caesar_cipher("ab", 27)) == std::string("bc"));
