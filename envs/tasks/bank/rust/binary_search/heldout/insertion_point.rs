// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 1).unwrap(), 0);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 8], 4).unwrap(), -3);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 11).unwrap(), -6);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 90], 4).unwrap(), -3);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 2).unwrap(), -2);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 90], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 100009], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 4, 7, 9], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 2, 5, 7, 9], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[0, 3, 5, 7, 9], 0).unwrap(), 0);

// %%
assert_eq!(binary_search(&[2, 3, 5, 7, 9], 0).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 2, 5, 7, 9], 10).unwrap(), -6);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 90], 10).unwrap(), -5);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 9], 17).unwrap(), -6);

// %%
assert_eq!(binary_search(&[2, 3, 5, 7, 9], 10).unwrap(), -6);

// %%
assert_eq!(binary_search(&[] as &[i64], 11).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 3).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 40).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 1).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 100004).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 5).unwrap(), -1);

// %%
assert_eq!(binary_search(&[] as &[i64], 8).unwrap(), -1);

// %%
assert_eq!(binary_search(&[1, 3, 5, 7, 100009], 7).unwrap(), 3);

// %%
assert_eq!(binary_search(&[0, 3, 5, 7, 9], 7).unwrap(), 3);
