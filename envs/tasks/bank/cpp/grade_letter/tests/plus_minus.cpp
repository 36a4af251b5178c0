// %%
CHECK((grade_letter(89)) == std::string("B+"));

// %%
CHECK((grade_letter(80)) == std::string("B-"));

// %%
CHECK((grade_letter(85)) == std::string("B"));

// %%
CHECK((grade_letter(78)) == std::string("C+"));

// %%
CHECK((grade_letter(71)) == std::string("C-"));

// %%
CHECK((grade_letter(61)) == std::string("D-"));

// %%
CHECK((grade_letter(69)) == std::string("D+"));

// %%
CHECK((grade_letter(99)) == std::string("A"));

// %%
CHECK((grade_letter(59)) == std::string("F"));
