// %%
assert_eq!(longest_common_prefix(&[]), Err("no words".to_string()));
