// %%
assertEquals(false, Brackets.isBalancedWith("<", "()<>"));

// %%
assertEquals(true, Brackets.isBalancedWith("<a>(b)<a>(b)", "()<>"));

// %%
assertEquals(true, Brackets.isBalancedWith("<a>(b)", "()<>()<>"));

// %%
assertEquals(true, Brackets.isBalancedWith("", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith("<a>(b)", "><)("));

// %%
assertEquals(true, Brackets.isBalancedWith("<a>(b) ", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith("a>(b)", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith("<(>) ", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith(")>(<", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith("<<(>)", "()<>"));

// %%
assertEquals(true, Brackets.isBalancedWith("<(>)", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith("[", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith("[(])", ""));

// %%
assertEquals(false, Brackets.isBalancedWith("[(]", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith("[(])a", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith(" [(])", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith("", "()"));

// %%
assertEquals(true, Brackets.isBalancedWith("[(])0", "()"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith("()0", "()<"));
assertEquals("pairs must have an even length", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith("()()", "()<"));
assertEquals("pairs must have an even length", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith(" ()", "()<"));
assertEquals("pairs must have an even length", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith("()", "("));
assertEquals("pairs must have an even length", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith(")(", "()<"));
assertEquals("pairs must have an even length", e.getMessage());

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith(")", "()<"));
assertEquals("pairs must have an even length", e.getMessage());
