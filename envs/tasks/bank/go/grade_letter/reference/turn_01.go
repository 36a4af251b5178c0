package main

// GradeLetter returns the letter grade of a score.
func GradeLetter(score int) (string, error) {
	if score >= 90 {
		return "A", nil
	}
	if score < 60 {
		return "F", nil
	}
	letter := "D"
	if score >= 80 {
		letter = "B"
	} else if score >= 70 {
		letter = "C"
	}
	return letter, nil
}
