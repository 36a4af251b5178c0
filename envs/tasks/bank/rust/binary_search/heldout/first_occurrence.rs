// %%
assert_eq!(binary_search(&[1, 2, 2, 2, 10], 2).unwrap(), 1);

// %%
assert_eq!(binary_search(&[0, 2, 2, 2, 3], 2).unwrap(), 1);

// %%
assert_eq!(binary_search(&[1, 2, 2, 2, 6], 2).unwrap(), 1);

// %%
assert_eq!(binary_search(&[1, 2, 2, 3, 3], 2).unwrap(), 1);

// %%
assert_eq!(binary_search(&[5, 5, 5, 5, 5, 5, 12], 5).unwrap(), 0);

// %%
assert_eq!(binary_search(&[4, 5, 5, 5, 5, 5, 5], 5).unwrap(), 1);

// %%
assert_eq!(binary_search(&[1, 1, 2, 3, 3, 3, 3, 3, 40], 3).unwrap(), 3);
