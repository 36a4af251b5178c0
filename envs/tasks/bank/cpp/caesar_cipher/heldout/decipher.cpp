// %%
CHECK((caesar_decipher("Khoor, Zruog!", 30)) == std::string("Gdkkn, Vnqkc!"));

// %%
CHECK((caesar_decipher("Khoor, Zruog!", 4)) == std::string("Gdkkn, Vnqkc!"));

// %%
CHECK((caesar_decipher("Khoor, Zruog", 3)) == std::string("Hello, World"));

// %%
CHECK((caesar_decipher("hoor, Zruog!", 3)) == std::string("ello, World!"));

// %%
CHECK((caesar_decipher("khoor, zruog!", 3)) == std::string("hello, world!"));

// %%
CHECK((caesar_decipher("KKhoor, Zruog!", 3)) == std::string("HHello, World!"));

// %%
CHECK((caesar_decipher(" Khoor, Zruog!", 3)) == std::string(" Hello, World!"));

// %%
CHECK((caesar_decipher("ABC", 29)) == std::string("XYZ"));

// %%
CHECK((caesar_decipher("abc", 58)) == std::string("uvw"));

// %%
CHECK((caesar_decipher("abc", 30)) == std::string("wxy"));

// %%
CHECK((caesar_decipher("abc ", 29)) == std::string("xyz "));

// %%
CHECK((caesar_decipher("abc", 14)) == std::string("mno"));

// %%
CHECK((caesar_decipher("cba", 29)) == std::string("zyx"));

// %%
CHECK((caesar_decipher("abc", 100029)) == std::string("tuv"));

// %%
CHECK((caesar_decipher("abca", 29)) == std::string("xyzx"));

// %%
CHECK((caesar_decipher("a", 29)) == std::string("x"));

// %%
CHECK((caesar_decipher(" abc", 29)) == std::string(" xyz"));

// %%
CHECK((caesar_decipher("abc", 36)) == std::string("qrs"));

// %%
CHECK((caesar_decipher("zab ", -1)) == std::string("abc "));

// %%
CHECK((caesar_decipher("ab", -1)) == std::string("bc"));

// %%
CHECK((caesar_decipher("zab", -2)) == std::string("bcd"));

// %%
CHECK((caesar_decipher("zabzab", -1)) == std::string("abcabc"));

// %%
CHECK((caesar_decipher("z", -1)) == std::string("a"));

// %%
CHECK((caesar_decipher("zab", -10)) == std::string("jkl"));
