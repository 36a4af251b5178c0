// %%
assert_eq!(binary_search(&[3, 1, 2], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 1, 2], 2).unwrap(), 2);
