// %%
CHECK((rle_encode("aaabcc")) == std::string("3a1b2c"));

// %%
CHECK((rle_encode("")) == std::string(""));

// %%
CHECK((rle_encode("abc")) == std::string("1a1b1c"));

// %%
CHECK((rle_encode("zzzz")) == std::string("4z"));

// %%
CHECK((rle_encode("  !!")) == std::string("2 2!"));
