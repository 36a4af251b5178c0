package main

import (
	"strings"
)

func check(text, pairs string) (bool, error) {
	open := []byte{}
	for i := 0; i < len(text); i++ {
		c := text[i]
		k := strings.IndexByte(pairs, c)
		if k < 0 {
			continue
		}
		if k%2 == 0 {
			open = append(open, pairs[k+1])
		} else if len(open) == 0 || open[len(open)-1] != c {
			return false, nil
		} else {
			open = open[:len(open)-1]
		}
	}
	return len(open) == 0, nil
}

// IsBalanced tells whether the brackets (), [] and {} of text are balanced.
func IsBalanced(text string) (bool, error) {
	return check(text, "()[]{}")
}
