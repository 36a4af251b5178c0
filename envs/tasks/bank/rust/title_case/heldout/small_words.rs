// %%
assert_eq!(title_case("the lord of the ringsthe lord of the rings").unwrap(), "The Lord of the Ringsthe Lord of the Rings");

// %%
assert_eq!(title_case("he lord of the rings").unwrap(), "He Lord of the Rings");

// %%
assert_eq!(title_case("THE LORD OF THE RINGS").unwrap(), "The Lord of the Rings");

// %%
assert_eq!(title_case("sgnir eht fo drol eht").unwrap(), "Sgnir Eht Fo Drol Eht");

// %%
assert_eq!(title_case("the lord of the ringsa").unwrap(), "The Lord of the Ringsa");

// %%
assert_eq!(title_case("The Lord Of The Rings").unwrap(), "The Lord of the Rings");

// %%
assert_eq!(title_case("t").unwrap(), "T");

// %%
assert_eq!(title_case("tthe lord of the rings").unwrap(), "Tthe Lord of the Rings");

// %%
assert_eq!(title_case("the lord of the rings0").unwrap(), "The Lord of the Rings0");

// %%
assert_eq!(title_case("WAR and PEACE").unwrap(), "War and Peace");

// %%
assert_eq!(title_case("wwar AND peace").unwrap(), "Wwar and Peace");

// %%
assert_eq!(title_case("War And Peace").unwrap(), "War and Peace");

// %%
assert_eq!(title_case("ar AND peace").unwrap(), "Ar and Peace");

// %%
assert_eq!(title_case("war AND peace0").unwrap(), "War and Peace0");

// %%
assert_eq!(title_case("w").unwrap(), "W");

// %%
assert_eq!(title_case("ecaep DNA raw").unwrap(), "Ecaep Dna Raw");

// %%
assert_eq!(title_case("war and peace").unwrap(), "War and Peace");

// %%
assert_eq!(title_case("WAR AND PEACE").unwrap(), "War and Peace");

// %%
assert_eq!(title_case("a tale in an houra tale in an hour").unwrap(), "A Tale in an Houra Tale in an Hour");

// %%
assert_eq!(title_case("A TALE IN AN HOUR").unwrap(), "A Tale in an Hour");

// %%
assert_eq!(title_case("a tale i").unwrap(), "A Tale I");

// %%
assert_eq!(title_case("aa tale in an hour").unwrap(), "Aa Tale in an Hour");

// %%
assert_eq!(title_case("a").unwrap(), "A");

// %%
assert_eq!(title_case("ruoh na ni elat a").unwrap(), "Ruoh Na Ni Elat a");
