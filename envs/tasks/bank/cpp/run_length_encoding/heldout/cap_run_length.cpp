// %%
CHECK((rle_encode("aaaaaaaaaaa")) == std::string("9a2a"));

// %%
CHECK((rle_encode("aaaaaa")) == std::string("6a"));

// %%
CHECK((rle_encode("aaaaaaaaaaaaa")) == std::string("9a4a"));

// %%
CHECK((rle_encode("AAAAAAAAAAAA")) == std::string("9A3A"));

// %%
CHECK((rle_encode("")) == std::string(""));

// %%
CHECK((rle_encode("Cccccccccccccccccc")) == std::string("1C9c8c"));

// %%
CHECK((rle_encode("ccccccccccccccccccc")) == std::string("9c9c1c"));

// %%
CHECK((rle_encode("CCCCCCCCCCCCCCCCCC")) == std::string("9C9C"));

// %%
CHECK((rle_encode("cccccccccccccccccccccccccccccccccccc")) == std::string("9c9c9c9c"));

// %%
CHECK((rle_encode("cccccccccccccccccca")) == std::string("9c9c1a"));

// %%
CHECK((rle_encode("ccccccccc")) == std::string("9c"));

// %%
CHECK((rle_encode("ccccccccccccccccc")) == std::string("9c8c"));

// %%
CHECK((rle_encode("BBBBBBBBBX")) == std::string("9B1X"));

// %%
CHECK((rle_encode(" bbbbbbbbbx")) == std::string("1 9b1x"));

// %%
CHECK((rle_encode("bbbbb")) == std::string("5b"));

// %%
CHECK((rle_encode("bbbbbbbbbx ")) == std::string("9b1x1 "));

// %%
CHECK((rle_encode("bbbbbbbbb")) == std::string("9b"));

// %%
CHECK((rle_encode("bbbbbbbbbxbbbbbbbbbx")) == std::string("9b1x9b1x"));

// %%
CHECK((rle_encode("bbbbbbbbbxa")) == std::string("9b1x1a"));

// %%
CHECK((rle_encode("dddddddddddddddddddddddd")) == std::string("9d9d6d"));

// %%
CHECK((rle_encode("ddddddddddddddddddddddddd ")) == std::string("9d9d7d1 "));

// %%
CHECK((rle_encode("d")) == std::string("1d"));

// %%
CHECK((rle_encode("ddddddddddddddddddddddddda")) == std::string("9d9d7d1a"));

// %%
CHECK((rle_encode(" ddddddddddddddddddddddddd")) == std::string("1 9d9d7d"));
