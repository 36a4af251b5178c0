package main

import (
	"strings"
)

const vowels = "aeiou"

// CountVowels returns how many vowels text contains.
func CountVowels(text string) (int, error) {
	lower := strings.ToLower(text)
	count := 0
	for i := 0; i < len(lower); i++ {
		if strings.IndexByte(vowels, lower[i]) >= 0 {
			count++
		}
	}
	return count, nil
}
