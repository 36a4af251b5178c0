// %%
assert_eq!(grade_average(&[0, 100, 95]).unwrap(), "D");

// %%
assert_eq!(grade_average(&[1, 100, 95]).unwrap(), "D");

// %%
assert_eq!(grade_average(&[90, 101, 95]).unwrap(), "A");

// %%
assert_eq!(grade_average(&[90, 100, 102]).unwrap(), "A");

// %%
assert_eq!(grade_average(&[90, 1, 95]).unwrap(), "D");

// %%
assert_eq!(grade_average(&[91, 100, 95]).unwrap(), "A");

// %%
assert_eq!(grade_average(&[1, 50, 51]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[50, 50, 58]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[50, 25, 51]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[50, 50, 25]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[100, 50, 51]).unwrap(), "D");

// %%
assert_eq!(grade_average(&[50, 1, 51]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[50, 50, 52]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[50, 50, 0]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[56, 56]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 55]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 112]).unwrap(), "B");

// %%
assert_eq!(grade_average(&[55, 1]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 63]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 0]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[62, 56]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[54, 56]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 28]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[110, 56]).unwrap(), "B");
