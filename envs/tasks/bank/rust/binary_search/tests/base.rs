// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 7).unwrap(), 3);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 1).unwrap(), 0);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 4).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 4).unwrap(), -1);

// %%
assert_eq!(binary_search(&[2], 2).unwrap(), 0);
