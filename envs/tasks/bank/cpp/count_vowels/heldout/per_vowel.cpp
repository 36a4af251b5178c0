// %%
CHECK((vowel_counts("E")) == (std::vector<long long>{0, 1, 0, 0, 0}));

// %%
CHECK((vowel_counts("EDUCATION")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("noitacudE")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("ducation")) == (std::vector<long long>{1, 0, 1, 1, 1}));

// %%
CHECK((vowel_counts("Education ")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("Educatio")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("Education0")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("education")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("eDUCATION")) == (std::vector<long long>{1, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("EEducation")) == (std::vector<long long>{1, 2, 1, 1, 1}));

// %%
CHECK((vowel_counts("Educationa")) == (std::vector<long long>{2, 1, 1, 1, 1}));

// %%
CHECK((vowel_counts("BANANA")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("Banana")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts(" banana")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("ananab")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("banan")) == (std::vector<long long>{2, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("bananaa")) == (std::vector<long long>{4, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("bananabanana")) == (std::vector<long long>{6, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("b")) == (std::vector<long long>{0, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("banana ")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("anana")) == (std::vector<long long>{3, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("0")) == (std::vector<long long>{0, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts("a")) == (std::vector<long long>{1, 0, 0, 0, 0}));

// %%
CHECK((vowel_counts(" ")) == (std::vector<long long>{0, 0, 0, 0, 0}));
