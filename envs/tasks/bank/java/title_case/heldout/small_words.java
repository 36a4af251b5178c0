// %%
assertEquals("The Lord of the Rings0", Titles.titleCase("the lord of the rings0"));

// %%
assertEquals("T", Titles.titleCase("t"));

// %%
assertEquals("Sgnir Eht Fo Drol Eht", Titles.titleCase("sgnir eht fo drol eht"));

// %%
assertEquals("The Lord of the Rings", Titles.titleCase("The Lord Of The Rings"));

// %%
assertEquals("The Lord of the Rings", Titles.titleCase("THE LORD OF THE RINGS"));

// %%
assertEquals("He Lord of the Rings", Titles.titleCase("he lord of the rings"));

// %%
assertEquals("The Lord of the Ringsthe Lord of the Rings", Titles.titleCase("the lord of the ringsthe lord of the rings"));

// %%
assertEquals("The Lord of the Ringsa", Titles.titleCase("the lord of the ringsa"));

// %%
assertEquals("The Lord of the Ring", Titles.titleCase("the lord of the ring"));

// %%
assertEquals("War and Peacea", Titles.titleCase("war AND peacea"));

// %%
assertEquals("Wwar and Peace", Titles.titleCase("wwar AND peace"));

// %%
assertEquals("Ecaep Dna Raw", Titles.titleCase("ecaep DNA raw"));

// %%
assertEquals("War and Peace0", Titles.titleCase("war AND peace0"));

// %%
assertEquals("War an", Titles.titleCase("war AN"));

// %%
assertEquals("War and Peace", Titles.titleCase("War And Peace"));

// %%
assertEquals("War and Peace", Titles.titleCase("war and peace"));

// %%
assertEquals("War and Peace", Titles.titleCase("WAR and PEACE"));

// %%
assertEquals("War and Peace", Titles.titleCase("WAR AND PEACE"));

// %%
assertEquals("A Tale in an Hour", Titles.titleCase("A Tale In An Hour"));

// %%
assertEquals("A Tale I", Titles.titleCase("a tale i"));

// %%
assertEquals("A Tale in an Hour0", Titles.titleCase("a tale in an hour0"));

// %%
assertEquals("A Tale in an Houra", Titles.titleCase("a tale in an houra"));

// %%
assertEquals("Aa Tale in an Hour", Titles.titleCase("aa tale in an hour"));

// %%
assertEquals("A", Titles.titleCase("a"));
