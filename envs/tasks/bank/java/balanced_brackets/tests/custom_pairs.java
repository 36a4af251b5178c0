// %%
assertEquals(true, Brackets.isBalancedWith("<a>(b)", "()<>"));

// %%
assertEquals(false, Brackets.isBalancedWith("<(>)", "()<>"));

// %%
assertEquals(true, Brackets.isBalancedWith("[(])", "()"));

// %%
IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Brackets.isBalancedWith("()", "()<"));
assertEquals("pairs must have an even length", e.getMessage());
