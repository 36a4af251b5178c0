"""Who acts: coders (policies under test) and developers (user simulators)."""
