// %%
_, err := TitleCase("")
if err == nil || err.Error() != "text must not be blank" {
	t.Fatalf("want error %q, got %v", "text must not be blank", err)
}

// %%
_, err := TitleCase("   ")
if err == nil || err.Error() != "text must not be blank" {
	t.Fatalf("want error %q, got %v", "text must not be blank", err)
}
