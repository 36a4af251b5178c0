// %%
CHECK((caesar_cipher("a1 ", 1)) == std::string("b2 "));

// %%
CHECK((caesar_cipher("A1", 1)) == std::string("B2"));

// %%
CHECK((caesar_cipher(" a1", 1)) == std::string(" b2"));

// %%
CHECK((caesar_cipher("a10", 1)) == std::string("b21"));

// %%
CHECK((caesar_cipher("1a", 1)) == std::string("2b"));

// %%
CHECK((caesar_cipher("a1a1", 1)) == std::string("b2b2"));

// %%
CHECK((caesar_cipher("9a", 1)) == std::string("0b"));

// %%
CHECK((caesar_cipher("9", 2)) == std::string("1"));

// %%
CHECK((caesar_cipher(" 9", 1)) == std::string(" 0"));

// %%
CHECK((caesar_cipher("9", 0)) == std::string("9"));

// %%
CHECK((caesar_cipher("0 ", -1)) == std::string("9 "));

// %%
CHECK((caesar_cipher("0a", -1)) == std::string("9z"));

// %%
CHECK((caesar_cipher(" 0", -1)) == std::string(" 9"));

// %%
CHECK((caesar_cipher("0", 1)) == std::string("1"));

// %%
CHECK((caesar_cipher("0", -10)) == std::string("0"));

// %%
CHECK((caesar_cipher("101 mooR", 13)) == std::string("434 zbbE"));

// %%
CHECK((caesar_cipher("Room 101", 14)) == std::string("Fcca 545"));

// %%
CHECK((caesar_cipher("room 101", 13)) == std::string("ebbz 434"));

// %%
CHECK((caesar_cipher("Room 101", 100013)) == std::string("Iffd 434"));

// %%
CHECK((caesar_cipher("Room 101", 130)) == std::string("Room 101"));

// %%
CHECK((caesar_cipher("RRoom 101", 13)) == std::string("EEbbz 434"));

// %%
CHECK((caesar_cipher("oom 101", 13)) == std::string("bbz 434"));

// %%
CHECK((caesar_cipher("Room", 13)) == std::string("Ebbz"));

// %%
CHECK((caesar_cipher("Room 101 ", 13)) == std::string("Ebbz 434 "));
