// %%
CHECK((is_balanced("([]{})")) == (true));

// %%
CHECK((is_balanced("([)]")) == (false));

// %%
CHECK((is_balanced("")) == (true));

// %%
CHECK((is_balanced("f(x[1]) { return; }")) == (true));

// %%
CHECK((is_balanced("((")) == (false));

// %%
CHECK((is_balanced("}")) == (false));
