// %%
assert_eq!(binary_search(&[2, 3, 5, 7, 9], 7).unwrap(), 3);

// %%
assert_eq!(binary_search(&[0, 3, 5, 7, 9], 7).unwrap(), 3);

// %%
assert_eq!(binary_search(&[1, 4, 5, 7, 9], 1).unwrap(), 0);

// %%
assert_eq!(binary_search(&[2, 3, 5, 7, 9], 1).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 5, 8, 9], 1).unwrap(), 0);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 16], 1).unwrap(), 0);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 8).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 4, 7, 9], 4).unwrap(), 2);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[0, 3, 5, 7, 9], 4).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 18], 4).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 8).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 40).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 2).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 11).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 3).unwrap(), -1);

// %%
assert_eq!(binary_search(&[4], 2).unwrap(), -1);

// %%
assert_eq!(binary_search(&[2], 9).unwrap(), -1);

// %%
assert_eq!(binary_search(&[2], 3).unwrap(), -1);

// %%
assert_eq!(binary_search(&[3], 2).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1], 2).unwrap(), -1);

// %%
assert_eq!(binary_search(&[2], 1).unwrap(), -1);

// %%
assert_eq!(binary_search(&[9], 2).unwrap(), -1);
