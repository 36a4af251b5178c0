// %%
CHECK((is_balanced("print(\")\")")) == (true));

// %%
CHECK((is_balanced("a = '[' + \"{\"")) == (true));

// %%
CHECK((is_balanced("f(\"it's\")")) == (true));

// %%
CHECK((is_balanced("'(")) == (false));

// %%
CHECK((is_balanced("('(')")) == (true));
