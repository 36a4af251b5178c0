// %%
assert_eq!(title_case(" "), Err("text must not be blank".to_string()));

// %%
assert_eq!(title_case("  "), Err("text must not be blank".to_string()));

// %%
assert_eq!(title_case("      "), Err("text must not be blank".to_string()));

// %%
assert_eq!(title_case("    "), Err("text must not be blank".to_string()));
