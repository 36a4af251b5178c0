// %%
try {
    (void)roman_to_int("XIZ0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: XIZ0"));
}

// %%
try {
    (void)roman_to_int("IZ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: IZ"));
}

// %%
try {
    (void)roman_to_int("XIZXIZ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: XIZXIZ"));
}

// %%
try {
    (void)roman_to_int("  iiii  ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:   iiii  "));
}

// %%
try {
    (void)roman_to_int(" iiii a");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  iiii a"));
}

// %%
try {
    (void)roman_to_int(" iiii  ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  iiii  "));
}

// %%
try {
    (void)roman_to_int("iiii");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: iiii"));
}

// %%
try {
    (void)roman_to_int(" iiii  iiii ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  iiii  iiii "));
}

// %%
try {
    (void)roman_to_int(" IIII ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  IIII "));
}

// %%
try {
    (void)roman_to_int(" iiii 0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  iiii 0"));
}

// %%
try {
    (void)roman_to_int(" Iiii ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  Iiii "));
}

// %%
try {
    (void)roman_to_int("IC0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: IC0"));
}

// %%
try {
    (void)roman_to_int("ICa");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: ICa"));
}

// %%
try {
    (void)roman_to_int(" IC");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  IC"));
}

// %%
try {
    (void)roman_to_int("IC ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: IC "));
}

// %%
try {
    (void)roman_to_int("VXa");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: VXa"));
}

// %%
try {
    (void)roman_to_int(" VX");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral:  VX"));
}

// %%
try {
    (void)roman_to_int("Vx");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: Vx"));
}

// %%
try {
    (void)roman_to_int("vx");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: vx"));
}

// %%
try {
    (void)roman_to_int("VXVX");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: VXVX"));
}

// %%
try {
    (void)roman_to_int("VX ");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: VX "));
}

// %%
try {
    (void)roman_to_int("MMMM0");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: MMMM0"));
}

// %%
try {
    (void)roman_to_int("MMMMM");
    CHECK(false);
} catch (const std::invalid_argument& e) {
    CHECK_EQ(std::string(e.what()), std::string("invalid roman numeral: MMMMM"));
}

// %%
CHECK((roman_to_int("M")) == (1000));
