// %%
got := IsValidIsbn10("80442957X")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957X0")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957X080442957X")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957xa")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0080442957x")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" 080442957x")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957x080442957x")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("080442957x0")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("x759244080")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("x804429570")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" X804429570")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("X804429570X804429570")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("X8044")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("804429570")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("804429571")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("0804429571 ")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("08044295710")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("08044295710804429571")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10(" 0804429571")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("1759244080")
t.ExpectEq(got, false)

// %%
got := IsValidIsbn10("00804429571")
t.ExpectEq(got, false)
