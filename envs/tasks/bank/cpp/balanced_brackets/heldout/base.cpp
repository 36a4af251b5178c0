// %%
CHECK((is_balanced("([]{})([]{})")) == (true));

// %%
CHECK((is_balanced("([]{}")) == (false));

// %%
CHECK((is_balanced("[]{})")) == (false));

// %%
CHECK((is_balanced("([]")) == (false));

// %%
CHECK((is_balanced("])[(")) == (false));

// %%
CHECK((is_balanced("([)]([)]")) == (false));

// %%
CHECK((is_balanced("([)")) == (false));

// %%
CHECK((is_balanced("([)] ")) == (false));

// %%
CHECK((is_balanced("(([)]")) == (false));

// %%
CHECK((is_balanced(" ")) == (true));

// %%
CHECK((is_balanced("a")) == (true));

// %%
CHECK((is_balanced("0")) == (true));

// %%
CHECK((is_balanced("f(x[1]) { return; } ")) == (true));

// %%
CHECK((is_balanced("f(x[1]) {")) == (false));

// %%
CHECK((is_balanced("(x[1]) { return; }")) == (true));

// %%
CHECK((is_balanced("f(x[1]) { return; ")) == (false));

// %%
CHECK((is_balanced("f(x[1])  {  return;  }")) == (true));

// %%
CHECK((is_balanced("f(x[1]) { return; }0")) == (true));

// %%
CHECK((is_balanced("((a")) == (false));

// %%
CHECK((is_balanced("((((")) == (false));

// %%
CHECK((is_balanced(" ((")) == (false));

// %%
CHECK((is_balanced(" }")) == (false));

// %%
CHECK((is_balanced("}0")) == (false));

// %%
CHECK((is_balanced("}}")) == (false));
