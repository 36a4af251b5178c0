// %%
CHECK((rle_encode("aaa")) == std::string("3a"));

// %%
CHECK((rle_encode("aaabc")) == std::string("3a1b1c"));

// %%
CHECK((rle_encode("ccbaaa")) == std::string("2c1b3a"));

// %%
CHECK((rle_encode("aaabcca")) == std::string("3a1b2c1a"));

// %%
CHECK((rle_encode("aaabccaaabcc")) == std::string("3a1b2c3a1b2c"));

// %%
CHECK((rle_encode(" aaabcc")) == std::string("1 3a1b2c"));

// %%
CHECK((rle_encode("AAABCC")) == std::string("3A1B2C"));

// %%
CHECK((rle_encode("a")) == std::string("1a"));

// %%
CHECK((rle_encode(" abc")) == std::string("1 1a1b1c"));

// %%
CHECK((rle_encode("abca")) == std::string("1a1b1c1a"));

// %%
CHECK((rle_encode("Abc")) == std::string("1A1b1c"));

// %%
CHECK((rle_encode("ABC")) == std::string("1A1B1C"));

// %%
CHECK((rle_encode("abcabc")) == std::string("1a1b1c1a1b1c"));

// %%
CHECK((rle_encode("ZZZZ")) == std::string("4Z"));

// %%
CHECK((rle_encode("zzzzz")) == std::string("5z"));

// %%
CHECK((rle_encode("zzzza")) == std::string("4z1a"));

// %%
CHECK((rle_encode("zzzz ")) == std::string("4z1 "));

// %%
CHECK((rle_encode("zzz")) == std::string("3z"));

// %%
CHECK((rle_encode(" zzzz")) == std::string("1 4z"));

// %%
CHECK((rle_encode("  !")) == std::string("2 1!"));

// %%
CHECK((rle_encode("  !! ")) == std::string("2 2!1 "));

// %%
CHECK((rle_encode(" !!")) == std::string("1 2!"));

// %%
CHECK((rle_encode("  !!a")) == std::string("2 2!1a"));

// %%
CHECK((rle_encode("!!  ")) == std::string("2!2 "));
