// %%
CHECK((grade_letter(0)) == std::string("F"));

// %%
CHECK((grade_letter(90)) == std::string("A"));

// %%
CHECK((grade_letter(88)) == std::string("B+"));

// %%
CHECK((grade_letter(96)) == std::string("A"));

// %%
CHECK((grade_letter(1)) == std::string("F"));

// %%
CHECK((grade_letter(79)) == std::string("C+"));

// %%
CHECK((grade_letter(40)) == std::string("F"));

// %%
CHECK((grade_letter(87)) == std::string("B"));

// %%
CHECK((grade_letter(84)) == std::string("B"));

// %%
CHECK((grade_letter(42)) == std::string("F"));

// %%
CHECK((grade_letter(86)) == std::string("B"));

// %%
CHECK((grade_letter(92)) == std::string("A"));

// %%
CHECK((grade_letter(77)) == std::string("C"));

// %%
CHECK((grade_letter(70)) == std::string("C-"));

// %%
CHECK((grade_letter(72)) == std::string("C"));

// %%
CHECK((grade_letter(35)) == std::string("F"));

// %%
CHECK((grade_letter(68)) == std::string("D+"));

// %%
CHECK((grade_letter(60)) == std::string("D-"));

// %%
CHECK((grade_letter(30)) == std::string("F"));

// %%
CHECK((grade_letter(62)) == std::string("D"));

// %%
CHECK((grade_letter(34)) == std::string("F"));

// %%
CHECK((grade_letter(76)) == std::string("C"));

// %%
CHECK((grade_letter(98)) == std::string("A"));

// %%
CHECK((grade_letter(29)) == std::string("F"));
