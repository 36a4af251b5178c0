package main

import (
	"strings"
)

// TitleCase capitalises every word of text.
func TitleCase(text string) (string, error) {
	words := strings.Split(text, " ")
	for i, word := range words {
		lower := strings.ToLower(word)
		if lower != "" {
			lower = strings.ToUpper(lower[:1]) + lower[1:]
		}
		words[i] = lower
	}
	return strings.Join(words, " "), nil
}
