package main

import (
	"strconv"
)

// RleEncode encodes every run as its length and its character.
func RleEncode(text string) (string, error) {
	out := ""
	for i := 0; i < len(text); {
		c := text[i]
		j := i
		for j < len(text) && text[j] == c {
			j++
		}
		out += strconv.Itoa(j-i) + string(c)
		i = j
	}
	return out, nil
}
