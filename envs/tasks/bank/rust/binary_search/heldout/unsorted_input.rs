// %%
assert_eq!(binary_search(&[3, 1, 0], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 2], 0), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 0, 2], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[6, 1, 2], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 100002], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 20], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 2], 2), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 1], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 10, 2], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 3], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[3, 1, 9], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[4, 1, 2], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 4, 3], 18), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[2, 2, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 100004, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[100001, 2, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 0, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 20, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 11, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 4, 1], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 4, 3], 1), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 100002, 4, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[1, 2, 5, 3], 9), Err("items must be sorted".to_string()));

// %%
assert_eq!(binary_search(&[0, 1, 2], 2).unwrap(), 2);
