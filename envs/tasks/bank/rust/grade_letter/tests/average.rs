// %%
assert_eq!(grade_average(&[90, 100, 95]).unwrap(), "A");

// %%
assert_eq!(grade_average(&[50, 50, 51]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[55, 56]).unwrap(), "F");

// %%
assert_eq!(grade_average(&[] as &[i64]), Err("no scores".to_string()));
