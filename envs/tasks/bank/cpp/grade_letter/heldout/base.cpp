// %%
CHECK((grade_letter(94)) == std::string("A"));

// %%
CHECK((grade_letter(1)) == std::string("F"));

// %%
CHECK((grade_letter(96)) == std::string("A"));

// %%
CHECK((grade_letter(47)) == std::string("F"));

// %%
CHECK((grade_letter(97)) == std::string("A"));

// %%
CHECK((grade_letter(45)) == std::string("F"));

// %%
CHECK((grade_letter(91)) == std::string("A"));

// %%
CHECK((grade_letter(88)) == std::string("B"));

// %%
CHECK((grade_letter(44)) == std::string("F"));

// %%
CHECK((grade_letter(74)) == std::string("C"));

// %%
CHECK((grade_letter(76)) == std::string("C"));

// %%
CHECK((grade_letter(82)) == std::string("B"));

// %%
CHECK((grade_letter(37)) == std::string("F"));

// %%
CHECK((grade_letter(61)) == std::string("D"));

// %%
CHECK((grade_letter(30)) == std::string("F"));

// %%
CHECK((grade_letter(67)) == std::string("D"));

// %%
CHECK((grade_letter(58)) == std::string("F"));

// %%
CHECK((grade_letter(66)) == std::string("D"));

// %%
CHECK((grade_letter(29)) == std::string("F"));

// %%
CHECK((grade_letter(7)) == std::string("F"));
