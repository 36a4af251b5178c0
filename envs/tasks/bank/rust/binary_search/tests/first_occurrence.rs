// %%
assert_eq!(binary_search(&[1, 2, 2, 2, 3], 2).unwrap(), 1);

// %%
assert_eq!(binary_search(&[5, 5, 5, 5, 5, 5, 5], 5).unwrap(), 0);

// %%
assert_eq!(binary_search(&[1, 1, 2, 3, 3, 3, 3, 3, 4], 3).unwrap(), 3);
