// %%
CHECK((grade_letter(95)) == std::string("A"));

// %%
CHECK((grade_letter(90)) == std::string("A"));

// %%
CHECK((grade_letter(89)) == std::string("B"));

// %%
CHECK((grade_letter(75)) == std::string("C"));

// %%
CHECK((grade_letter(60)) == std::string("D"));

// %%
CHECK((grade_letter(59)) == std::string("F"));

// %%
CHECK((grade_letter(0)) == std::string("F"));
