// %%
CHECK((rle_encode("aaaaaaaaaaaa")) == std::string("9a3a"));

// %%
CHECK((rle_encode("cccccccccccccccccc")) == std::string("9c9c"));

// %%
CHECK((rle_encode("bbbbbbbbbx")) == std::string("9b1x"));

// %%
CHECK((rle_encode("ddddddddddddddddddddddddd")) == std::string("9d9d7d"));
